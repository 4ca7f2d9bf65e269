import fp from 'fastify-plugin';
import { BrandDirectory } from '../../modules/brand/brand.directory';

declare module 'fastify' {
  interface FastifyInstance {
    /** The brand from memory, kept current by the database's NOTIFY (decision 0031). */
    brand: BrandDirectory;
  }
}

export default fp(
  async (app) => {
    const brand = new BrandDirectory(app.database);
    app.decorate('brand', brand);
    // Started by prepareApp, after the migrations (bootstrap.ts).
    app.addHook('preClose', () => brand.stop());
  },
  { name: 'brand', dependencies: ['database'] },
);

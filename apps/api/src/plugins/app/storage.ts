import fp from 'fastify-plugin';
import { DatabaseStorage, type MediaStorage } from '../../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Media files (photos, screenshots), readable by every instance. */
    storage: MediaStorage;
  }
}

/** The database by default (every instance reads every file); tests may pass another. */
export default fp(
  async (app, options: { storage?: MediaStorage }) => {
    app.decorate('storage', options.storage ?? new DatabaseStorage(app.db));
  },
  { name: 'storage', dependencies: ['database'] },
);

import fp from 'fastify-plugin';
import type { Config } from '../../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    /** The environment, validated at start (config/env.ts). */
    config: Config;
  }
}

/** The validated configuration, for every plugin and route. */
export default fp(
  async (app, options: { config: Config }) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);

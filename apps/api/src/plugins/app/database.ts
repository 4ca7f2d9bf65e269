import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/client';
import { RateLimiter } from '../../lib/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open engine (PGlite or PostgreSQL): listening, health, close. */
    database: DatabaseHandle;
    /** Its query API, which every repository takes. */
    db: Database;
    /** Limits counted in the database, so every instance counts the same hits. */
    rateLimiter: RateLimiter;
  }
}

export default fp(
  async (app, options: { database: DatabaseHandle }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
    app.decorate('rateLimiter', new RateLimiter(options.database.db, app.clock));
  },
  { name: 'database', dependencies: ['clock'] },
);

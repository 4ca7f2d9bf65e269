import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one clock every rule reads (FAKE_NOW shifts it; tests drive it). */
    clock: Clock;
  }
}

export default fp(
  async (app, options: { clock: Clock }) => {
    app.decorate('clock', options.clock);
  },
  { name: 'clock' },
);

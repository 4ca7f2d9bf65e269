import fp from 'fastify-plugin';
import { RealtimeHub } from '../../modules/realtime/realtime.hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open event streams, fed by LISTEN on the shared database. */
    realtime: RealtimeHub;
  }
}

export default fp(
  async (app) => {
    app.decorate('realtime', new RealtimeHub(app.database, app.clock, app.log));
    // Open event streams would hold the server open: they end first.
    app.addHook('preClose', () => app.realtime.stop());
  },
  { name: 'realtime', dependencies: ['database', 'clock'] },
);

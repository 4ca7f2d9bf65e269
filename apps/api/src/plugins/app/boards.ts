import fp from 'fastify-plugin';
import { BoardMemory } from '../../modules/leaderboard/board-memory';
import { SAFE_METHODS } from '../security';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's copy of the boards, kept current by the database's NOTIFY (decision 0026). */
    boards: BoardMemory;
  }
}

export default fp(
  async (app) => {
    const boards = new BoardMemory(app.database, app.clock, app.log);
    app.decorate('boards', boards);
    // Started by prepareApp, after the migrations (bootstrap.ts).
    app.addHook('preClose', () => boards.stop());
    // A request that may have written: a board read after it on this instance waits until
    // its changes are heard, so a member sees their own wash at once.
    app.addHook('onRoute', (route) => {
      if ([route.method].flat().every((method) => SAFE_METHODS.has(method))) return;
      const own = route.onSend === undefined ? [] : [route.onSend].flat();
      route.onSend = [
        (_request, _reply, payload, done) => {
          boards.noteLocalWrite();
          done(null, payload);
        },
        ...own,
      ];
    });
  },
  { name: 'boards', dependencies: ['database', 'clock'] },
);

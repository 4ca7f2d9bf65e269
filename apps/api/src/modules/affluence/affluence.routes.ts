import { affluenceResponse } from '@app/shared/schemas/affluence';
import { zurichParts } from '@app/shared/domain/zurich-time';
import type { App } from '../../types';
import { AffluenceBoard } from './affluence.board';

/** GET /api/stations/affluence: public (anyone may look before leaving home), from memory. */
export default async function affluenceRoutes(app: App) {
  const board = new AffluenceBoard(app.database, app.clock, app.log);
  app.addHook('onReady', async () => {
    await board.start();
    if (app.config.backgroundJobs) board.startTicking();
  });
  app.addHook('preClose', () => board.stop());
  app.get(
    '',
    { config: { public: true }, schema: { tags: ['stations'], response: { 200: affluenceResponse } } },
    async (_request, reply) => {
      const stations = await board.current();
      // Shared by every visitor and a minute old at most: a browser may keep it 30 s.
      reply.header('cache-control', 'public, max-age=30');
      return { stations, hour: zurichParts(app.clock.now()).hour };
    },
  );
}

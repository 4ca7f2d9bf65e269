import { errorResponse } from '@app/shared/schemas/common';
import { healthResponse } from '@app/shared/schemas/health';
import { z } from 'zod';
import { messages } from '../../i18n/fr';
import type { App } from '../../types';
import { HealthMonitor } from './health.monitor';

export default async function healthRoutes(app: App) {
  const monitor = new HealthMonitor(app.database);
  app.addHook('onReady', async () => monitor.start());
  app.addHook('onClose', async () => monitor.stop());

  app.get(
    '',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: { 200: healthResponse, 503: z.union([healthResponse, errorResponse]) },
      },
    },
    async (_request, reply) => {
      if (!app.isReady) return reply.code(503).send({ success: false, detail: messages.errors.notReady });
      // Down at the last probe: asked again now, so a recovery shows at once.
      if (!monitor.databaseUp) await monitor.probe();
      const database = monitor.databaseUp ? 'up' : 'down';
      const listener = monitor.listenerUp ? 'up' : 'down';
      const ok = database === 'up' && listener === 'up';
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, listener });
    },
  );
}

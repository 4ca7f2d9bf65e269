import { errorResponse } from '@app/shared/schemas/common';
import { healthResponse, livenessResponse, readinessResponse } from '@app/shared/schemas/health';
import { z } from 'zod';
import { messages } from '../../i18n';
import type { App } from '../../types';
import { HealthMonitor } from './health.monitor';
import { migrationsApplied } from './migrations-state';

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

  app.get(
    '/live',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: livenessResponse } } },
    async () => ({ status: 'alive' as const }),
  );

  // Applied migrations never go back: once seen, not asked again.
  let applied = false;
  app.get(
    '/ready',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: readinessResponse, 503: readinessResponse } },
    },
    async (_request, reply) => {
      if (!monitor.databaseUp) await monitor.probe();
      const database = monitor.databaseUp ? 'up' : 'down';
      const listener = monitor.listenerUp ? 'up' : 'down';
      let migrations: 'applied' | 'pending' | 'unknown' = 'unknown';
      if (applied) migrations = 'applied';
      else if (database === 'up') {
        applied = await migrationsApplied(app.database).catch(() => false);
        migrations = applied ? 'applied' : 'pending';
      }
      const ready =
        app.isReady && !app.draining && migrations === 'applied' && database === 'up' && listener === 'up';
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', migrations, database, listener });
    },
  );
}

import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { AppMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's Prometheus metrics; null when METRICS_TOKEN is not set (nothing collected). */
    metrics: AppMetrics | null;
  }
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /api/metrics in the Prometheus text format, for a bearer of METRICS_TOKEN. Without
 * the token the route does not exist (404) and nothing is measured: no cost per request.
 */
export default fp(
  async (app) => {
    const token = app.config.metricsToken;
    if (!token) {
      app.decorate('metrics', null);
      return;
    }
    const metrics = new AppMetrics(
      app.database,
      () => app.realtime.size,
      () => app.clock.now(),
    );
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, done) => {
      const labels = {
        method: request.method,
        // The declared route, never the raw path: ids do not make new series.
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      metrics.requests.inc(labels);
      metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
      done();
    });
    app.pushWorker.onOutcome = (delivered) => metrics.pushes.inc({ outcome: delivered ? 'sent' : 'failed' });
    // Each background job's runs, failures and last success.
    app.maintenance.run = metrics.instrument('maintenance', app.maintenance.run.bind(app.maintenance));
    app.snakePrizes.settle = metrics.instrument('snake_prizes', app.snakePrizes.settle.bind(app.snakePrizes));
    app.announcementSender.drain = metrics.instrument(
      'announcements',
      app.announcementSender.drain.bind(app.announcementSender),
    );
    app.pushWorker.runOnce = metrics.instrument('push', app.pushWorker.runOnce.bind(app.pushWorker));
    app.backups.backupTo = metrics.instrument('backup', app.backups.backupTo.bind(app.backups));
    app.addHook('onClose', async () => metrics.stop());

    app.get('/api/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) throw new HttpError(401, messages.errors.metricsToken);
      const body = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
    });
  },
  { name: 'metrics', dependencies: ['config', 'database', 'clock', 'realtime', 'push', 'jobs'] },
);

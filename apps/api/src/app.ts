import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import '@app/shared/schemas/zod-french';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { messages } from './i18n';
import type { Clock } from './lib/clock';
import { LogDestination } from './lib/log-destination';
import { requestLoggerFactory } from './lib/request-logger';
import { serializerCompiler } from './lib/serializer';
import adminExportsRoutes from './modules/admin/exports.routes';
import adminBackupsRoutes from './modules/backups/backups.routes';
import metricsPlugin from './modules/metrics/metrics.plugin';
import adminRoutes from './modules/admin/admin.routes';
import retentionRoutes from './modules/retention/retention.routes';
import journeysAdminRoutes, { journeyStatisticsRoutes } from './modules/journeys/journeys.routes';
import { stationDisplayRoutes, stationDisplaysAdminRoutes } from './modules/presence/presence.routes';
import washReviewRoutes from './modules/wash-review/wash-review.routes';
import programmeRoutes, { pointsScaleAdminRoutes } from './modules/settings/settings.routes';
import adminCampaignsRoutes from './modules/campaigns/campaigns.routes';
import adminAnnouncementsRoutes from './modules/announcements/announcements.routes';
import authRoutes from './modules/auth/auth.routes';
import oidcRoutes from './modules/auth/oidc.routes';
import passwordResetRoutes from './modules/auth/password-reset.routes';
import badgesRoutes, { memberCardRoutes } from './modules/badges/badges.routes';
import snakeRoutes from './modules/snake/snake.routes';
import { adminChatRoutes, chatRoutes } from './modules/chat/chat.routes';
import { adminFeedRoutes, feedRoutes } from './modules/feed/feed.routes';
import notificationsRoutes from './modules/notifications/notifications.routes';
import pushRoutes from './modules/push/push.routes';
import type { PushSender } from './jobs/push-sender';
import realtimeRoutes from './modules/realtime/realtime.routes';
import healthRoutes from './modules/health/health.routes';
import leaderboardRoutes, { liveRankingRoutes } from './modules/leaderboard/leaderboard.routes';
import mediaRoutes from './modules/media/media.routes';
import { adminPhotosRoutes, galleryRoutes } from './modules/gallery/gallery.routes';
import referralRoutes from './modules/referral/referral.routes';
import reviewsRoutes from './modules/reviews/reviews.routes';
import { adminRewardsRoutes, memberRewardsRoutes, partnerRoutes } from './modules/rewards/rewards.routes';
import socialRoutes from './modules/social/social.routes';
import streaksRoutes from './modules/streaks/streaks.routes';
import mailRoutes from './modules/mail/mail.routes';
import usersRoutes from './modules/users/users.routes';
import pointsHistoryRoutes from './modules/ledger/ledger.routes';
import washesRoutes from './modules/washes/washes.routes';
import stationsRoutes, { adminStationsRoutes } from './modules/stations/stations.routes';
import affluenceRoutes from './modules/affluence/affluence.routes';
import walletRoutes, { appleWebServiceRoutes } from './modules/wallet/wallet.routes';
import walletPlugin from './plugins/app/wallet';
import { adminBrandRoutes, brandAssetRoutes, publicBrandRoutes } from './modules/brand/brand.routes';
import authPlugin from './plugins/auth';
import requestLocalePlugin from './plugins/request-locale';
import errorsPlugin, { answerClientError } from './plugins/errors';
import securityPlugin from './plugins/security';
import webPlugin from './plugins/web';
import type { MediaStorage } from './lib/storage';
import clockPlugin from './plugins/app/clock';
import configPlugin from './plugins/app/config';
import databasePlugin from './plugins/app/database';
import domainEventsPlugin from './plugins/app/domain-events';
import jobsPlugin from './plugins/app/jobs';
import lifecyclePlugin from './plugins/app/lifecycle';
import mailerPlugin from './plugins/app/mailer';
import passwordResetPlugin from './plugins/app/password-reset';
import pushPlugin from './plugins/app/push';
import boardsPlugin from './plugins/app/boards';
import brandPlugin from './plugins/app/brand';
import realtimePlugin from './plugins/app/realtime';
import storagePlugin from './plugins/app/storage';
import type { App } from './types';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Defaults to the database (every instance reads every file). */
  storage?: MediaStorage;
  /** Defaults to real Web Push requests signed with the app's VAPID keys. */
  pushSender?: PushSender;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Bodies above this are refused with 413 unless a route sets its own limit (photo uploads). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/** Builds the whole product (API and web app) without listening: tests inject into it. */
export async function buildApp({
  config,
  database,
  clock,
  storage,
  pushSender,
  logger,
}: AppDependencies): Promise<App> {
  // Log lines are buffered and written in blocks (about 16 KB, at least every 200 ms, and
  // when the app closes) instead of one write per line; one line per request (decisions
  // 0010, 0019).
  const logStream = logger === undefined ? new LogDestination(1) : null;
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, stream: logStream ?? undefined },
    logController: new LogController({ disableRequestLogging: true }),
    // No pino child per request: made only if the request logs more than its line.
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // While closing, requests already on a kept-alive connection are answered normally, not
    // with a 503: the proxy sent them before it knew (rolling restarts, docs/operations.md).
    return503OnClosing: false,
    // A client that sends headers and then trickles its body cannot hold a socket open:
    // the whole request must arrive in time (checked at least every second).
    requestTimeout: config.requestTimeoutMs,
    // Node enforces it only when the headers' own limit is not longer.
    http: {
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
      headersTimeout: Math.min(30_000, config.requestTimeoutMs),
    },
    // Bad percent-encoding or an over-long path parameter: the same JSON refusal as elsewhere.
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const body = {
        success: false,
        detail: tooLong ? messages.errors.urlTooLong : messages.errors.badUrl,
        request_id: request.id,
      };
      void (reply as FastifyReply)
        .code(tooLong ? 414 : 400)
        .header('cache-control', 'no-store')
        .send(body);
    },
    trustProxy: config.trustProxy,
    // Unique across instances (a counter per process is not); behind the operator's proxy,
    // the id it gave the request, so its log and ours name the same request.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return config.trustProxy && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    clientErrorHandler: answerClientError,
  }).withTypeProvider() as unknown as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The app's services, each built once in its plugin (plugins/app/*), in dependency order.
  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { clock });
  await app.register(databasePlugin, { database });
  await app.register(domainEventsPlugin);
  await app.register(lifecyclePlugin);
  await app.register(storagePlugin, { storage });
  await app.register(realtimePlugin);
  await app.register(boardsPlugin);
  await app.register(pushPlugin, { pushSender });
  await app.register(brandPlugin);
  await app.register(walletPlugin);
  await app.register(mailerPlugin);
  await app.register(jobsPlugin);
  // The one line per request, by the root logger: the same fields a request child writes.
  app.addHook('onResponse', (request, reply, done) => {
    app.log.info(
      {
        reqId: request.id,
        method: request.method,
        // Without the query string: a search may hold an e-mail address (docs/operations.md, logs).
        url: pathOf(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
  app.addHook('onClose', async () => {
    logStream?.end();
  });
  app.decorateRequest('apiCall', null);

  // External plugins, then the app's own, then routes (fastify/demo's order).
  await app.register(requestLocalePlugin);
  await app.register(errorsPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Car-wash loyalty programme API', version: '3.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(securityPlugin);

  await app.register(authPlugin);
  await app.register(passwordResetPlugin);
  await app.register(metricsPlugin);
  await app.register(
    async (api) => {
      // The map of the API: each feature's routes under their URL (the /viral/* paths are
      // the spec's; the modules behind them are unrelated and each owns its own).
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(oidcRoutes, { prefix: '/auth' });
      await api.register(passwordResetRoutes, { prefix: '/auth' });
      await api.register(stationsRoutes, { prefix: '/stations' });
      await api.register(affluenceRoutes, { prefix: '/stations/affluence' });
      await api.register(programmeRoutes, { prefix: '/programme' });
      await api.register(publicBrandRoutes, { prefix: '/brand' });
      await api.register(washesRoutes, { prefix: '/washes' });
      await api.register(stationDisplayRoutes, { prefix: '/station-display' });
      await api.register(reviewsRoutes);
      await api.register(socialRoutes, { prefix: '/social' });
      await api.register(streaksRoutes, { prefix: '/viral/streaks' });
      await api.register(streaksRoutes, { prefix: '/streaks' });
      await api.register(mailRoutes, { prefix: '/mail' });
      await api.register(memberRewardsRoutes, { prefix: '/viral/rewards' });
      await api.register(partnerRoutes, { prefix: '/partner' });
      await api.register(referralRoutes, { prefix: '/viral' });
      await api.register(liveRankingRoutes, { prefix: '/viral/leaderboard-updates' });
      await api.register(feedRoutes, { prefix: '/viral/social-media-feed' });
      await api.register(notificationsRoutes, { prefix: '/viral/notifications' });
      await api.register(leaderboardRoutes, { prefix: '/leaderboard' });
      await api.register(galleryRoutes, { prefix: '/photos' });
      await api.register(badgesRoutes, { prefix: '/badges' });
      await api.register(snakeRoutes, { prefix: '/games/snake' });
      await api.register(chatRoutes, { prefix: '/chat' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(memberCardRoutes, { prefix: '/users' });
      await api.register(pointsHistoryRoutes, { prefix: '/users/points-history' });
      await api.register(mediaRoutes, { prefix: '/media' });
      await api.register(pushRoutes, { prefix: '/push' });
      await api.register(walletRoutes, { prefix: '/wallet' });
      await api.register(appleWebServiceRoutes, { prefix: '/wallet/apple' });
      await api.register(realtimeRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(retentionRoutes, { prefix: '/admin/statistics/retention' });
      await api.register(journeyStatisticsRoutes, { prefix: '/admin/statistics/journeys' });
      await api.register(adminPhotosRoutes, { prefix: '/admin/photos' });
      await api.register(adminRewardsRoutes, { prefix: '/admin/rewards' });
      await api.register(adminChatRoutes, { prefix: '/admin/chat' });
      await api.register(adminFeedRoutes, { prefix: '/admin/feed-posts' });
      await api.register(adminStationsRoutes, { prefix: '/admin/stations' });
      await api.register(adminBrandRoutes, { prefix: '/admin/brand' });
      await api.register(stationDisplaysAdminRoutes, { prefix: '/admin/stations' });
      await api.register(washReviewRoutes, { prefix: '/admin/washes' });
      await api.register(pointsScaleAdminRoutes, { prefix: '/admin/points-scale' });
      await api.register(journeysAdminRoutes, { prefix: '/admin/journeys' });
      await api.register(adminCampaignsRoutes, { prefix: '/admin/campaigns' });
      await api.register(adminAnnouncementsRoutes, { prefix: '/admin/announcements' });
      await api.register(adminExportsRoutes, { prefix: '/admin/exports' });
      await api.register(adminBackupsRoutes, { prefix: '/admin/backups' });
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: '/api' },
  );
  await app.register(brandAssetRoutes);
  await app.register(webPlugin);
  return app;
}

import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Database, DatabaseHandle } from './db/client';
import type { MaintenanceJob } from './jobs/maintenance';
import type { PushWorker } from './jobs/push-worker';
import type { VapidKeys } from './modules/push/vapid';
import type { RealtimeHub } from './modules/realtime/realtime.hub';
import type { Clock } from './lib/clock';
import type { RateLimiter } from './lib/rate-limiter';
import type { Mailer } from './lib/mailer';
import type { MediaStorage } from './lib/storage';
import type { SessionUser } from './modules/auth/auth.repository';

/** The Fastify instance with zod schemas as its type provider: what route modules receive. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AuthContext {
  sessionId: string;
  user: SessionUser;
  /** The user's unread notifications, read with the session. */
  unreadNotifications: number;
}

import type { InstagramFeedJob } from './modules/feed/instagram.job';
import type { SnakePrizes } from './modules/snake/snake.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    rateLimiter: RateLimiter;
    storage: MediaStorage;
    database: DatabaseHandle;
    realtime: RealtimeHub;
    vapid: VapidKeys;
    pushWorker: PushWorker;
    /** The social feed's Instagram refresh, when INSTAGRAM_* are set. */
    instagramFeed: InstagramFeedJob | null;
    /** Pays the weekly Snake podiums, once. */
    snakePrizes: SnakePrizes;
    /** Orphan media and old rate-limit counters. */
    maintenance: MaintenanceJob;
    /** Outgoing mail through SMTP_URL, or null when none is configured. */
    mailer: Mailer | null;
    /** Every registered route (method and pattern). */
    routeTable: { method: string; url: string }[];
    /** True once migrations are applied and start-up tasks are done. */
    isReady: boolean;
  }
  interface FastifyRequest {
    /** The signed-in session, or null. Set for every /api request. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session. Everything else under /api needs one. */
    public?: boolean;
    /** Accepts cross-site POSTs (an OpenID provider's form_post callback). */
    crossSite?: boolean;
  }
}

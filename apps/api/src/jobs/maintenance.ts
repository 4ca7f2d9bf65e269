import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { RateLimiter } from '../lib/rate-limiter';

const RUN_EVERY_MS = 15 * 60_000;
/** An upload is written before the row that references it; older than this, it never will be. */
export const ORPHAN_MEDIA_AGE_MS = 60 * 60_000;
/** Rate-limit windows and login failures last an hour at most. */
const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60_000;
/**
 * Who used which display code step matters while a step can still be sent: 48 hours at
 * most (the longest offline window an operator may set), kept a little longer.
 */
export const PRESENCE_USES_RETENTION_MS = 72 * 60 * 60_000;

/**
 * Housekeeping that every instance may run (each step is idempotent): media files that
 * no row references (left by a crash between the upload and its row), and rate-limit
 * counters long over.
 */
export class MaintenanceJob {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly rateLimiter: RateLimiter,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Deletes media older than ORPHAN_MEDIA_AGE_MS that nothing references; answers how many. */
  async removeOrphanMedia(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - ORPHAN_MEDIA_AGE_MS).toISOString();
    const result = (await this.db.execute(sql`
      DELETE FROM media_files m
      WHERE m.created_at < ${before}::timestamptz
        -- Each file's owner is in its key: the lookups go through the owners' indexes.
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = m.owner_id AND u.profile_photo = m.key)
        AND NOT EXISTS (
          SELECT 1 FROM washes w
          WHERE w.user_id = m.owner_id AND (w.photo_key = m.key OR w.thumb_key = m.key))
        AND NOT EXISTS (
          SELECT 1 FROM review_submissions r WHERE r.user_id = m.owner_id AND r.screenshot_key = m.key)
      RETURNING m.key`)) as unknown as { rows: unknown[] };
    return result.rows.length;
  }

  /** Forgets the code-step uses no wash can still be checked against; answers how many. */
  async prunePresenceUses(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - PRESENCE_USES_RETENTION_MS).toISOString();
    const result = (await this.db.execute(
      sql`DELETE FROM presence_uses WHERE created_at < ${before}::timestamptz RETURNING step`,
    )) as unknown as { rows: unknown[] };
    return result.rows.length;
  }

  async run(): Promise<void> {
    const removed = await this.removeOrphanMedia();
    if (removed > 0) this.log.info({ removed }, 'maintenance: orphan media files removed');
    await this.rateLimiter.prune(RATE_LIMIT_RETENTION_MS);
    await this.prunePresenceUses();
  }

  start(): void {
    const run = () =>
      this.run().catch((error: unknown) => this.log.warn({ err: error }, 'maintenance failed'));
    this.timer = setInterval(run, RUN_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import { countPush } from '../modules/announcements/announcements.repository';
import { PUSH_CHANNEL } from './push-queue';
import type { PushSender } from './push-sender';

const BATCH = 20;
const LEASE_MS = 60_000;
/** The longest sleep between two looks at the queue (a notification missed on PostgreSQL). */
const IDLE_POLL_MS = 60_000;
/** The shortest: a job another instance holds for a moment is not asked for in a loop. */
const MIN_POLL_MS = 1_000;
/** After a failing look at the queue (the database down). */
const RETRY_AFTER_FAILURE_MS = 2_000;
export const MAX_ATTEMPTS = 5;

interface ClaimedJob {
  id: number;
  subscription_id: string;
  announcement_id: string | null;
  payload: unknown;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Backoff before the next try: 5 s, 20 s, 80 s, 5 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 4 ** (attempts - 1), 5 * 60_000);
}

/**
 * Delivers queued pushes outside the requests that caused them. Any instance may take a
 * job: a claim is a lease in the database (FOR UPDATE SKIP LOCKED), so two instances
 * never send the same one, and a crashed instance's jobs come back when the lease ends.
 */
export class PushWorker {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly send: PushSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(database: DatabaseHandle): Promise<void> {
    this.stopped = false;
    this.stopListening = await database.listen(PUSH_CHANNEL, () => this.wake());
    // Jobs queued while the listener was down woke nobody.
    database.onListenerChange((connected) => {
      if (connected) this.wake();
    });
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.stopListening?.();
    await this.running;
  }

  /** Runs until no job is due (tests call it to deliver deterministically). */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0) {
      // keep going
    }
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    // Woken by every queued job's NOTIFY; otherwise it sleeps until the next job falls due
    // (a retry's wait, a crashed instance's lease), not on a fixed short poll: with the
    // embedded engine every query runs on the event loop the requests share (decision 0019).
    this.running ??= this.drain()
      .then(() => this.msUntilNextDue())
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'push worker failed');
        return RETRY_AFTER_FAILURE_MS;
      })
      .then((delay) => {
        this.running = null;
        if (!this.stopped) {
          this.timer = setTimeout(() => this.wake(), delay);
          this.timer.unref();
        }
      });
  }

  /** How long until a queued job can be taken (bounded to [MIN_POLL_MS, IDLE_POLL_MS]). */
  async msUntilNextDue(): Promise<number> {
    const [next] = await queryRows<{ due: Date | string | null }>(
      this.db,
      sql`SELECT min(GREATEST(next_attempt_at, COALESCE(locked_until, next_attempt_at))) AS due FROM push_jobs`,
    );
    if (!next?.due) return IDLE_POLL_MS;
    const wait = new Date(next.due).getTime() - this.clock.now().getTime();
    return Math.min(IDLE_POLL_MS, Math.max(MIN_POLL_MS, wait));
  }

  /** Claims and sends one batch; answers how many jobs it took. */
  async runOnce(): Promise<number> {
    const now = this.clock.now();
    const jobs = await queryRows<ClaimedJob>(
      this.db,
      sql`
      UPDATE push_jobs j SET locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz,
                             attempts = j.attempts + 1
      FROM push_subscriptions s
      WHERE s.id = j.subscription_id AND j.id IN (
        SELECT id FROM push_jobs
        WHERE next_attempt_at <= ${now.toISOString()}::timestamptz
          AND (locked_until IS NULL OR locked_until <= ${now.toISOString()}::timestamptz)
        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING j.id, j.subscription_id, j.announcement_id, j.payload, j.attempts, s.endpoint, s.p256dh, s.auth`,
    );
    await Promise.all(jobs.map((job) => this.deliver(job)));
    return jobs.length;
  }

  private async deliver(job: ClaimedJob): Promise<void> {
    let statusCode: number;
    try {
      ({ statusCode } = await this.send(job, JSON.stringify(job.payload)));
    } catch (error) {
      this.log.warn({ err: error, job: job.id }, 'push delivery failed');
      statusCode = 0;
    }
    if (statusCode >= 200 && statusCode < 300) {
      await this.db.execute(sql`DELETE FROM push_jobs WHERE id = ${job.id}`);
      await this.countForAnnouncement(job, true);
    } else if (statusCode === 404 || statusCode === 410) {
      // The browser unsubscribed or the subscription expired: forget it (and its jobs).
      await this.db.execute(sql`DELETE FROM push_subscriptions WHERE id = ${job.subscription_id}`);
      await this.countForAnnouncement(job, false);
    } else if (statusCode === 0 || statusCode === 429 || statusCode >= 500) {
      if (job.attempts >= MAX_ATTEMPTS) {
        await this.db.execute(sql`DELETE FROM push_jobs WHERE id = ${job.id}`);
        await this.countForAnnouncement(job, false);
        return;
      }
      const next = new Date(this.clock.now().getTime() + retryDelayMs(job.attempts)).toISOString();
      await this.db.execute(
        sql`UPDATE push_jobs SET next_attempt_at = ${next}::timestamptz, locked_until = NULL WHERE id = ${job.id}`,
      );
    } else {
      // Any other refusal (400, 401, 403, 413) will not change by retrying.
      this.log.warn({ statusCode, job: job.id }, 'push refused');
      await this.db.execute(sql`DELETE FROM push_jobs WHERE id = ${job.id}`);
      await this.countForAnnouncement(job, false);
    }
  }

  /** Told of each push delivered or given up (the metrics). */
  onOutcome: ((delivered: boolean) => void) | null = null;

  /** A push delivered or given up (a retry counts only once it ends), and its announcement's. */
  private async countForAnnouncement(job: ClaimedJob, delivered: boolean): Promise<void> {
    this.onOutcome?.(delivered);
    if (job.announcement_id) await countPush(this.db, job.announcement_id, delivered);
  }
}

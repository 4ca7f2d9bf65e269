import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle } from '../../db/client';
import { textsFor } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { MAX_ATTEMPTS, retryDelayMs } from '../../jobs/push-worker';
import type { ApnsClient } from './apns';
import { loyaltyObjectFields, type GoogleWallet } from './google-wallet';
import { cardMember } from './wallet.repository';

/** The channel the users trigger notifies when it queues a call (migration 0047). */
export const WALLET_CHANNEL = 'wallet_jobs';
const BATCH = 20;
const LEASE_MS = 60_000;
/** Retries fall due without a notification: looked for this often. */
const POLL_MS = 15_000;

interface ClaimedJob {
  id: number;
  kind: 'apns' | 'google';
  target: string;
  payload: { user_id?: string; state?: 'ACTIVE' | 'INACTIVE' };
  attempts: number;
}

/**
 * Sends the wallets' calls queued by the database (a member's points, level or name
 * changed; an account deleted) after the commit, from any instance: a claim is a lease
 * (FOR UPDATE SKIP LOCKED), a failure (no answer, 429, 5xx) is retried with the push
 * queue's backoff, then given up and logged.
 */
export class WalletWorker {
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly senders: { apns: ApnsClient | null; google: GoogleWallet | null },
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(database: DatabaseHandle): Promise<void> {
    this.stopListening = await database.listen(WALLET_CHANNEL, () => this.wake());
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.stopListening?.();
    this.stopListening = null;
    await this.running;
    this.senders.apns?.close();
  }

  /** Runs until no call is due (tests call it to deliver deterministically). */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0) {
      // keep going
    }
  }

  private wake(): void {
    this.running ??= this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'wallet worker failed'))
      .finally(() => {
        this.running = null;
      });
  }

  /** Claims and sends one batch; answers how many calls it took. */
  async runOnce(): Promise<number> {
    const now = this.clock.now();
    const jobs = await queryRows<ClaimedJob>(
      this.db,
      sql`
      UPDATE wallet_jobs SET locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz,
                             attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM wallet_jobs
        WHERE next_attempt_at <= ${now.toISOString()}::timestamptz
          AND (locked_until IS NULL OR locked_until <= ${now.toISOString()}::timestamptz)
        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, target, payload, attempts`,
    );
    for (const job of jobs) await this.deliver(job);
    return jobs.length;
  }

  private async deliver(job: ClaimedJob): Promise<void> {
    const status = await this.call(job);
    if (status === null || (status >= 200 && status < 300) || status === 404) {
      // Done, nothing to send (a wallet no longer configured, a member gone), or an object
      // the member never saved (404): nothing to retry.
      await this.db.execute(sql`DELETE FROM wallet_jobs WHERE id = ${job.id}`);
      return;
    }
    if (job.kind === 'apns' && status === 410) {
      // The device no longer has the pass (or the app): forget its registrations.
      await this.db.execute(sql`DELETE FROM wallet_registrations WHERE push_token = ${job.target}`);
      await this.db.execute(sql`DELETE FROM wallet_jobs WHERE id = ${job.id}`);
      return;
    }
    const retryable = status === 0 || status === 429 || status >= 500;
    if (retryable && job.attempts < MAX_ATTEMPTS) {
      const next = new Date(this.clock.now().getTime() + retryDelayMs(job.attempts)).toISOString();
      await this.db.execute(
        sql`UPDATE wallet_jobs SET next_attempt_at = ${next}::timestamptz, locked_until = NULL WHERE id = ${job.id}`,
      );
      return;
    }
    this.log.warn({ kind: job.kind, status, attempts: job.attempts }, 'wallet call given up');
    await this.db.execute(sql`DELETE FROM wallet_jobs WHERE id = ${job.id}`);
  }

  /** The call's HTTP status, 0 without an answer, null when there is nothing to send. */
  private async call(job: ClaimedJob): Promise<number | null> {
    if (job.kind === 'apns') return this.senders.apns ? this.senders.apns.send(job.target) : null;
    const google = this.senders.google;
    if (!google) return null;
    if (job.payload.state === 'INACTIVE') return google.patchObject(job.target, { state: 'INACTIVE' });
    const member = job.payload.user_id ? await cardMember(this.db, job.payload.user_id) : null;
    if (!member) return null;
    return google.patchObject(job.target, loyaltyObjectFields(textsFor(member.locale), member));
  }
}

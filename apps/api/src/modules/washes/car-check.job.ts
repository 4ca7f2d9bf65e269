import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { washes } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { MediaStorage } from '../../lib/storage';
import { carSeen, vehicleScoreOffThread } from '../../photo-judgement';
import { washPhotosQuietFor } from './wash-photos';
import { flagForReview } from './washes.repository';

/** How often an instance looks for washes waiting for the check: a flag is listed within 10 s. */
const LOOK_EVERY_MS = 2_000;
/** A check takes about 0.1 s; an instance that took one this long ago has stopped (a crash, a restart). */
export const CAR_CHECK_LEASE_MS = 30_000;
/** Washes taken at once: a burst is worked through a few at a time, oldest first. */
const BATCH = 4;
/**
 * The checks wait for this long without a wash photo in work (this instance's): even at the
 * lowest priority, the detector's thread slowed a burst of washes from 21 to 15 a second.
 */
const QUIET_MS = 300;
/** A photo that stopped the detector this many times is left unjudged (logged), not retried forever. */
const MAX_ATTEMPTS = 3;

export type VehicleScorer = (image: Buffer) => Promise<number>;

/**
 * Is there a car in each wash's photo? Run after the wash is recorded, never on its request
 * (decision 0038): the points are paid, and a photo without a car is listed in « À vérifier »
 * with reason `no_car`, even when a station code backs the wash. The washes waiting for it are
 * rows of the database, taken with a lease: any instance takes them, one at a time each, and
 * those of a stopped instance are taken again after a restart.
 */
export class CarCheckJob {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<number> | null = null;
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly storage: MediaStorage,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly vehicleScore: VehicleScorer = vehicleScoreOffThread,
  ) {}

  /** Until no wash photo has been in work for QUIET_MS (or the job stops). */
  private async quietMoment(): Promise<void> {
    while (!this.stopping && !washPhotosQuietFor(QUIET_MS))
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 3));
  }

  /** Takes up to BATCH waiting washes for this instance (none another instance holds). */
  private async take(): Promise<{ id: string; photoKey: string; attempts: number }[]> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + CAR_CHECK_LEASE_MS);
    const result = (await this.db.execute(sql`
      UPDATE washes
         SET car_check_lease_until = ${until.toISOString()}::timestamptz,
             car_check_attempts = car_check_attempts + 1
       WHERE id IN (
         SELECT id FROM washes
          WHERE car_checked_at IS NULL
            AND (car_check_lease_until IS NULL OR car_check_lease_until < ${now.toISOString()}::timestamptz)
          ORDER BY created_at
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED)
      RETURNING id, photo_key, car_check_attempts`)) as unknown as {
      rows: { id: string; photo_key: string; car_check_attempts: number }[];
    };
    return result.rows.map((row) => ({
      id: row.id,
      photoKey: row.photo_key,
      attempts: row.car_check_attempts,
    }));
  }

  /** Records the score (null: the photo could not be judged) and lists a photo without a car. */
  private async record(washId: string, score: number | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(washes)
        .set({ carScore: score, carCheckedAt: this.clock.now(), carCheckLeaseUntil: null })
        .where(and(eq(washes.id, washId), isNull(washes.carCheckedAt)))
        .returning({ id: washes.id });
      // Judged by another instance meanwhile (its lease ran out): its flag stands.
      if (updated.length === 0) return;
      if (score !== null && !carSeen(score)) await flagForReview(tx, [washId], 'no_car');
    });
  }

  private async check(wash: { id: string; photoKey: string; attempts: number }): Promise<void> {
    if (wash.attempts > MAX_ATTEMPTS) {
      this.log.warn({ washId: wash.id }, 'car check: left unjudged after repeated failures');
      return this.record(wash.id, null);
    }
    const file = await this.storage.get(wash.photoKey);
    if (!file) return this.record(wash.id, null);
    let score: number;
    try {
      score = await this.vehicleScore(file.data);
    } catch (error) {
      // Stopping: the lease runs out and the check is done again after the restart.
      if (this.stopping) return;
      this.log.warn({ err: error, washId: wash.id }, 'car check: the photo could not be judged');
      return this.record(wash.id, null);
    }
    await this.record(wash.id, score);
  }

  /** Checks every wash waiting (and not held by another instance); answers how many. */
  async runOnce(): Promise<number> {
    let checked = 0;
    for (;;) {
      await this.quietMoment();
      const taken = await this.take();
      for (const wash of taken) {
        await this.quietMoment();
        await this.check(wash);
        checked += 1;
      }
      if (taken.length < BATCH || this.stopping) return checked;
    }
  }

  start(): void {
    this.stopping = false;
    const look = () => {
      this.running = this.runOnce().catch((error: unknown) => {
        this.log.warn({ err: error }, 'car check failed');
        return 0;
      });
      void this.running.then(() => {
        if (!this.stopping) this.timer = setTimeout(look, LOOK_EVERY_MS).unref();
      });
    };
    look();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}

import { levelForPoints } from '@app/shared/domain/levels';
import { zurichMonthStart, zurichWeekStart } from '@app/shared/domain/zurich-time';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { periodPoints, pointsLedger, users } from '../../db/schema';
import { publishDomainEvent } from '../../lib/domain-events';

export type LedgerReason = (typeof pointsLedger.$inferInsert)['reason'];

export interface LedgerEntry {
  userId: string;
  delta: number;
  reason: LedgerReason;
  reference: string | null;
  /** Unique per award: a second call with the same key changes nothing. */
  idempotencyKey: string;
  now: Date;
  /** The station the change is about, by id (a review bonus); a wash's is set by the database. */
  stationId?: string;
}

export interface PointsResult {
  applied: boolean;
  totalPoints: number;
  level: number;
  levelBefore: number;
}

type Standing = { totalPoints: number; level: number };

/**
 * The latest standing each transaction wrote per member: an entry's subscribers may write
 * more entries (a badge's reward), and the first entry answers the member's final total
 * without reading it again.
 */
const standings = new WeakMap<Executor, Map<string, Standing>>();

function noteStanding(tx: Executor, userId: string, standing: Standing): void {
  let perMember = standings.get(tx);
  if (!perMember) standings.set(tx, (perMember = new Map()));
  perMember.set(userId, standing);
}

/** The member's standing as the transaction's latest entry left it, if it wrote one. */
export function latestStanding(tx: Executor, userId: string): Standing | undefined {
  return standings.get(tx)?.get(userId);
}

/**
 * The one owner of points (docs/product.md, points): every change is a ledger row with an
 * idempotency key, the member's total and level, the week's and month's sums, all in the
 * caller's transaction. It then publishes `points.changed` (decision 0030): the level-up
 * notification, the partner offers newly reached and the badges (whose rewards are entries
 * too) follow there, and the answer includes what they paid.
 */
export async function recordPoints(tx: Executor, entry: LedgerEntry): Promise<PointsResult> {
  const inserted = await tx
    .insert(pointsLedger)
    .values({
      userId: entry.userId,
      delta: entry.delta,
      reason: entry.reason,
      reference: entry.reference,
      idempotencyKey: entry.idempotencyKey,
      createdAt: entry.now,
      ...(entry.stationId !== undefined ? { stationId: entry.stationId } : {}),
    })
    .onConflictDoNothing({ target: pointsLedger.idempotencyKey })
    .returning({ id: pointsLedger.id });

  if (inserted.length === 0) {
    const [current] = await tx
      .select({ totalPoints: users.totalPoints, level: users.level })
      .from(users)
      .where(eq(users.id, entry.userId));
    const level = current?.level ?? 1;
    return { applied: false, totalPoints: current?.totalPoints ?? 0, level, levelBefore: level };
  }

  // The week's and the month's sums in one statement.
  await tx
    .insert(periodPoints)
    .values(
      (['week', 'month'] as const).map((period) => ({
        period,
        startsOn: period === 'week' ? zurichWeekStart(entry.now) : zurichMonthStart(entry.now),
        userId: entry.userId,
        points: entry.delta,
      })),
    )
    .onConflictDoUpdate({
      target: [periodPoints.period, periodPoints.startsOn, periodPoints.userId],
      set: { points: sql`${periodPoints.points} + excluded.points` },
    });
  // The new total and, as this statement leaves it untouched, the level before.
  const [after] = await tx
    .update(users)
    .set({ totalPoints: sql`${users.totalPoints} + ${entry.delta}` })
    .where(eq(users.id, entry.userId))
    .returning({ totalPoints: users.totalPoints, levelBefore: users.level });
  const totalPoints = after?.totalPoints ?? 0;
  const levelBefore = after?.levelBefore ?? 1;
  const level = levelForPoints(totalPoints);
  if (level !== levelBefore) {
    await tx.update(users).set({ level }).where(eq(users.id, entry.userId));
  }
  noteStanding(tx, entry.userId, { totalPoints, level });
  await publishDomainEvent(tx, 'points.changed', {
    userId: entry.userId,
    delta: entry.delta,
    reason: entry.reason,
    reference: entry.reference,
    totalPoints,
    level,
    levelBefore,
    now: entry.now,
  });
  // What the subscribers paid in turn (a badge's reward) is in the standing this answers.
  const final = standings.get(tx)?.get(entry.userId) ?? { totalPoints, level };
  return { applied: true, ...final, levelBefore };
}

/** How many times the member's badge was taken back (a badge earned again is paid again). */
export async function timesTakenBack(tx: Executor, userId: string, badgeId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.reason, 'badge_revoked'),
        eq(pointsLedger.reference, badgeId),
      ),
    );
  return row?.value ?? 0;
}

/** The points a ledger key paid, or null when it paid nothing (a review bonus per station). */
export async function pointsOfKey(tx: Executor, idempotencyKey: string): Promise<number | null> {
  const [row] = await tx
    .select({ delta: pointsLedger.delta })
    .from(pointsLedger)
    .where(eq(pointsLedger.idempotencyKey, idempotencyKey));
  return row?.delta ?? null;
}

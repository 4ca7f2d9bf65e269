import { levelForPoints, levelTitle } from '@app/shared/domain/levels';
import { zurichMonthStart, zurichWeekStart } from '@app/shared/domain/zurich-time';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { periodPoints, pointsLedger, users, washes } from '../../db/schema';

import { createNotification } from '../notifications/notifications.service';
import { notifyNewUnlocks } from '../rewards/rewards.service';
import {
  notifyBadgeUnlocked,
  revokeBrokenBadges,
  unlockEarnedBadges,
  type BadgeTrigger,
} from '../badges/badges.service';

export type LedgerReason = (typeof pointsLedger.$inferInsert)['reason'];

export interface LedgerEntry {
  userId: string;
  delta: number;
  reason: LedgerReason;
  reference: string | null;
  /** Unique per award: a second call with the same key changes nothing. */
  idempotencyKey: string;
  now: Date;
}

export interface PointsResult {
  applied: boolean;
  totalPoints: number;
  level: number;
  levelBefore: number;
}

/**
 * The one owner of points (docs/product.md, points): every change is a ledger row with an
 * idempotency key, the member's total and level, the week's and month's sums, all in the
 * caller's transaction, with the level-up notification, the partner offers newly reached
 * and the badges the entry unlocks (paid here too).
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

  for (const [period, startsOn] of [
    ['week', zurichWeekStart(entry.now)],
    ['month', zurichMonthStart(entry.now)],
  ] as const) {
    await tx
      .insert(periodPoints)
      .values({ period, startsOn, userId: entry.userId, points: entry.delta })
      .onConflictDoUpdate({
        target: [periodPoints.period, periodPoints.startsOn, periodPoints.userId],
        set: { points: sql`${periodPoints.points} + ${entry.delta}` },
      });
  }

  const [before] = await tx.select({ level: users.level }).from(users).where(eq(users.id, entry.userId));
  const [after] = await tx
    .update(users)
    .set({ totalPoints: sql`${users.totalPoints} + ${entry.delta}` })
    .where(eq(users.id, entry.userId))
    .returning({ totalPoints: users.totalPoints });
  let totalPoints = after?.totalPoints ?? 0;
  const levelBefore = before?.level ?? 1;
  let level = levelForPoints(totalPoints);
  if (level !== levelBefore) {
    await tx.update(users).set({ level }).where(eq(users.id, entry.userId));
  }
  if (level > levelBefore) {
    // The level's name in the member's language, in the message and in its data alike.
    await createNotification(tx, {
      userId: entry.userId,
      type: 'level_up',
      text: (m) => ({
        title: m.notifications.levelUpTitle,
        message: m.notifications.levelUp({ level, name: levelTitle(level, m.names) }),
      }),
      data: (m) => ({ new_level: level, new_level_name: levelTitle(level, m.names) }),
      createdAt: entry.now,
    });
  }
  if (entry.delta > 0) {
    // A partner reward reached for the first time notifies once (docs/product.md, partner offers).
    await notifyNewUnlocks(tx, entry.userId, { level, totalPoints }, entry.now);
    // Badges the event, or the level it brought, unlocks; their rewards are in the
    // totals this answers.
    const afterBadges = await payEarnedBadges(tx, entry.userId, { reason: entry.reason, now: entry.now });
    if (afterBadges) ({ totalPoints, level } = afterBadges);
  }
  return { applied: true, totalPoints, level, levelBefore };
}

/**
 * Unlocks the badges the member now meets (badges decide) and pays their rewards (the
 * ledger pays: one key per member and badge). A badge's reward is itself a positive entry,
 * which may unlock level badges in turn. Answers the member's standing after the rewards,
 * or null when none was paid.
 */
export async function payEarnedBadges(
  tx: Executor,
  userId: string,
  trigger: BadgeTrigger,
): Promise<{ totalPoints: number; level: number } | null> {
  let standing: { totalPoints: number; level: number } | null = null;
  for (const badge of await unlockEarnedBadges(tx, userId, trigger)) {
    await notifyBadgeUnlocked(tx, userId, badge, trigger.now);
    if (badge.pointsReward <= 0) continue;
    // A badge taken back and earned again is paid again: its key counts the take-backs.
    const taken = await timesTakenBack(tx, userId, badge.id);
    const result = await recordPoints(tx, {
      userId,
      delta: badge.pointsReward,
      reason: 'badge',
      reference: badge.id,
      idempotencyKey: taken === 0 ? `badge:${userId}:${badge.id}` : `badge:${userId}:${badge.id}:${taken}`,
      now: trigger.now,
    });
    standing = { totalPoints: result.totalPoints, level: result.level };
  }
  return standing;
}

async function timesTakenBack(tx: Executor, userId: string, badgeId: string): Promise<number> {
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

/**
 * What a removed wash takes back besides its own points (docs/product.md, points): the
 * badges whose condition the remaining washes no longer meet, with their rewards, and the
 * Google review bonus of its station when no wash of the member is left there. Each through
 * the ledger, with a reason the member reads in their history.
 */
export async function takeBackAfterRemoval(
  tx: Executor,
  removed: { userId: string; station: string; now: Date },
): Promise<void> {
  const { userId, now } = removed;
  for (const badge of await revokeBrokenBadges(tx, userId)) {
    if (badge.pointsReward <= 0) continue;
    const taken = await timesTakenBack(tx, userId, badge.id);
    await recordPoints(tx, {
      userId,
      delta: -badge.pointsReward,
      reason: 'badge_revoked',
      reference: badge.id,
      idempotencyKey: `badge_revoked:${userId}:${badge.id}:${taken + 1}`,
      now,
    });
  }
  const [left] = await tx
    .select({ value: count() })
    .from(washes)
    .where(and(eq(washes.userId, userId), eq(washes.station, removed.station)));
  if ((left?.value ?? 0) > 0) return;
  const [review] = await tx
    .select({ delta: pointsLedger.delta })
    .from(pointsLedger)
    .where(eq(pointsLedger.idempotencyKey, `google_review:${userId}:${removed.station}`));
  if (!review || review.delta <= 0) return;
  await recordPoints(tx, {
    userId,
    delta: -review.delta,
    reason: 'review_revoked',
    reference: removed.station,
    // Once: the review bonus is paid once per station.
    idempotencyKey: `review_revoked:${userId}:${removed.station}`,
    now,
  });
}

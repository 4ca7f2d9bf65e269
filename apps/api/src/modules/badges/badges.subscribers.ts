import type { Executor } from '../../db/client';
import { subscribe } from '../../lib/domain-events';
import { recordPoints, timesTakenBack } from '../ledger/ledger.service';
import {
  notifyBadgeUnlocked,
  revokeBrokenBadges,
  unlockEarnedBadges,
  type BadgeTrigger,
} from './badges.service';

/**
 * Unlocks the badges the member now meets and pays their rewards through the ledger (one
 * key per member and badge). A badge's reward is itself a positive entry, whose
 * `points.changed` may unlock level badges in turn.
 */
async function payEarnedBadges(tx: Executor, userId: string, trigger: BadgeTrigger): Promise<void> {
  for (const badge of await unlockEarnedBadges(tx, userId, trigger)) {
    await notifyBadgeUnlocked(tx, userId, badge, trigger.now);
    if (badge.pointsReward <= 0) continue;
    // A badge taken back and earned again is paid again: its key counts the take-backs.
    const taken = await timesTakenBack(tx, userId, badge.id);
    await recordPoints(tx, {
      userId,
      delta: badge.pointsReward,
      reason: 'badge',
      reference: badge.id,
      idempotencyKey: taken === 0 ? `badge:${userId}:${badge.id}` : `badge:${userId}:${badge.id}:${taken}`,
      now: trigger.now,
    });
  }
}

/** Badges follow points, Snake games and removed washes (decision 0030). */
export function subscribeBadges(): void {
  subscribe('points.changed', 'badges', async (tx, event) => {
    // Badges the entry, or the level it brought, unlocks; only a gain unlocks.
    if (event.delta > 0) await payEarnedBadges(tx, event.userId, { reason: event.reason, now: event.now });
  });
  subscribe('snake.submitted', 'badges', (tx, event) =>
    payEarnedBadges(tx, event.userId, { reason: 'snake_game', now: event.now }),
  );
  // A removed wash takes back the badges the remaining washes no longer earn, with their
  // rewards (docs/product.md, points).
  subscribe('wash.removed', 'badges', async (tx, event) => {
    const { userId, now } = event;
    for (const badge of await revokeBrokenBadges(tx, userId, event.station)) {
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
  });
}

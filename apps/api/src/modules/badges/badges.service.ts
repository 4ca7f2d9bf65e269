import { BADGE_CATEGORIES, SHOWCASE_MAX, badgesNoLongerMet, earnedBadges } from '@app/shared/domain/badges';
import { currentDailyStreak } from '@app/shared/domain/streaks';
import { zurichDay, zurichParts } from '@app/shared/domain/zurich-time';
import type { UserCard } from '@app/shared/schemas/badges';
import type { Database, Executor } from '../../db/client';
import type { pointsLedger } from '../../db/schema';
import { badgeText, messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { createNotification } from '../notifications/notifications.service';
import { presentCard, presentCollection, presentDefinition } from './badges.presenter';
import * as repo from './badges.repository';

/** What may unlock a badge: a points entry's reason, or a Snake game submitted. */
export interface BadgeTrigger {
  reason: (typeof pointsLedger.$inferInsert)['reason'] | 'snake_game';
  now: Date;
}

/**
 * Unlocks the badges a member now meets, in the transaction of the event that may have
 * unlocked them (docs/product.md, badges): each at most once (the user_badges key).
 * Answers the badges unlocked; badges.subscribers.ts notifies and pays them.
 */
export async function unlockEarnedBadges(
  tx: Executor,
  userId: string,
  trigger: BadgeTrigger,
): Promise<repo.BadgeRow[]> {
  const found = await repo.badgeFacts(tx, userId);
  if (!found) return [];
  const { facts, unlocked } = found;
  const parts = zurichParts(trigger.now);
  const earned = earnedBadges({
    ...facts,
    dailyStreak: currentDailyStreak({ count: facts.streak, last: facts.lastWashDay }, zurichDay(trigger.now)),
    // Time-of-day badges come from the wash being recorded.
    wash: trigger.reason === 'wash' ? { hour: parts.hour, weekday: parts.weekday } : undefined,
  }).filter((id) => !unlocked.has(id));
  return repo.insertUnlocks(tx, userId, earned, trigger.now);
}

/**
 * After the operator removed a wash: takes back the wash-backed badges the member's
 * remaining washes no longer earn (docs/product.md, points). Answers the badges taken back
 * (badges.subscribers.ts takes their rewards back through the ledger).
 */
export async function revokeBrokenBadges(
  tx: Executor,
  userId: string,
  removedAt: string,
): Promise<repo.BadgeRow[]> {
  const [found, times, stillThere] = await Promise.all([
    repo.badgeFacts(tx, userId),
    repo.washTimesOf(tx, userId),
    repo.hasWashAt(tx, userId, removedAt),
  ]);
  if (!found) return [];
  const { facts, unlocked } = found;
  const broken = badgesNoLongerMet(
    { ...facts, dailyStreak: facts.streak },
    times.map((at) => {
      const parts = zurichParts(at);
      return { hour: parts.hour, weekday: parts.weekday };
    }),
    unlocked,
    !stillThere,
  );
  return repo.deleteUnlocks(tx, userId, broken);
}

/** The notification of a badge just unlocked (sent before its reward is paid). */
export async function notifyBadgeUnlocked(tx: Executor, userId: string, badge: repo.BadgeRow, now: Date) {
  await createNotification(tx, {
    userId,
    type: 'reward',
    text: (m) => ({
      title: m.badges.unlockedTitle,
      message: m.badges.unlocked({
        name: badgeText(m, badge.id)?.name ?? badge.name,
        points: badge.pointsReward,
      }),
    }),
    data: (m) => ({
      badge_id: badge.id,
      badge_name: badgeText(m, badge.id)?.name ?? badge.name,
      icon: badge.icon,
      points: badge.pointsReward,
    }),
    createdAt: now,
  });
}

export class BadgesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async definitions() {
    return { badges: (await repo.definitions(this.db)).map(presentDefinition) };
  }

  async categories() {
    const rows = await repo.definitions(this.db);
    const known = new Set<string>(BADGE_CATEGORIES);
    const names = [
      ...BADGE_CATEGORIES,
      ...new Set(rows.map((row) => row.category).filter((name) => !known.has(name))),
    ];
    return {
      categories: Object.fromEntries(
        names.map((name) => [
          name,
          {
            label: (messages.names.badgeCategories as Record<string, string>)[name] ?? name,
            badge_ids: rows.filter((row) => row.category === name).map((row) => row.id),
          },
        ]),
      ),
    };
  }

  async forUser(userId: string) {
    const [rows, unlocks] = await Promise.all([repo.definitions(this.db), repo.unlocksOf(this.db, userId)]);
    return presentCollection(rows, unlocks);
  }

  async card(userId: string): Promise<UserCard> {
    const [user, showcased] = await Promise.all([
      repo.cardOwner(this.db, userId),
      repo.showcasedOf(this.db, userId),
    ]);
    if (!user) throw new HttpError(404, messages.badges.userNotFound);
    return presentCard(user, showcased);
  }

  async showcase(userId: string, badgeIds: string[]) {
    const ids = [...new Set(badgeIds)];
    if (ids.length > SHOWCASE_MAX) throw new HttpError(400, messages.badges.showcaseMax);
    return this.db.transaction(async (tx) => {
      const unlocked = new Set((await repo.unlocksOf(tx, userId)).map((unlock) => unlock.badgeId));
      if (ids.some((id) => !unlocked.has(id))) throw new HttpError(400, messages.badges.showcaseLocked);
      await repo.setShowcase(tx, userId, ids);
      return { success: true as const, message: messages.badges.showcaseSaved };
    });
  }
}

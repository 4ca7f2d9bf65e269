import {
  BADGE_CATEGORIES,
  BADGE_RARITIES,
  CATEGORY_LABELS,
  SHOWCASE_MAX,
  completionPercent,
  earnedBadges,
} from '@app/shared/domain/badges';
import { currentDailyStreak } from '@app/shared/domain/streaks';
import { zurichDay, zurichParts } from '@app/shared/domain/zurich-time';
import { levelTitle } from '@app/shared/domain/levels';
import { publicName } from '@app/shared/domain/names';
import type { UserCard } from '@app/shared/schemas/badges';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { pointsLedger, users } from '../../db/schema';
import { optionalMediaUrl } from '../users/users.presenter';
import { messages } from '../../i18n/fr';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { createNotification } from '../notifications/notifications.service';
import * as repo from './badges.repository';

/** What may unlock a badge: a points entry's reason, or a Snake game submitted. */
export interface BadgeTrigger {
  reason: (typeof pointsLedger.$inferInsert)['reason'] | 'snake_game';
  now: Date;
}

/**
 * Unlocks the badges a member now meets, in the transaction of the event that may have
 * unlocked them (docs/product.md, badges): each at most once (the user_badges key).
 * Answers the badges unlocked; notifying them and paying their rewards is the ledger's
 * (modules/ledger), which calls this after every positive entry.
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

/** The notification of a badge just unlocked (the ledger sends it before paying the reward). */
export async function notifyBadgeUnlocked(tx: Executor, userId: string, badge: repo.BadgeRow, now: Date) {
  await createNotification(tx, {
    userId,
    type: 'reward',
    title: messages.badges.unlockedTitle,
    message: messages.badges.unlocked(badge.name, badge.pointsReward),
    data: { badge_id: badge.id, badge_name: badge.name, icon: badge.icon, points: badge.pointsReward },
    createdAt: now,
  });
}

function presentDefinition(row: repo.BadgeRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    category: row.category,
    rarity: row.rarity,
    points_reward: row.pointsReward,
  };
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
            label: CATEGORY_LABELS[name as keyof typeof CATEGORY_LABELS] ?? name,
            badge_ids: rows.filter((row) => row.category === name).map((row) => row.id),
          },
        ]),
      ),
    };
  }

  async forUser(userId: string) {
    const [rows, unlocks] = await Promise.all([repo.definitions(this.db), repo.unlocksOf(this.db, userId)]);
    const byId = new Map(unlocks.map((unlock) => [unlock.badgeId, unlock]));
    const list = rows.map((row) => {
      const unlock = byId.get(row.id);
      return {
        ...presentDefinition(row),
        unlocked: unlock !== undefined,
        unlocked_at: unlock?.unlockedAt.toISOString() ?? null,
        is_showcased: unlock?.showcased ?? false,
      };
    });
    const unlockedList = list.filter((badge) => badge.unlocked);
    return {
      badges: list,
      stats: {
        total_unlocked: unlockedList.length,
        total_badges: list.length,
        completion_percentage: completionPercent(unlockedList.length, list.length),
        rarity_breakdown: Object.fromEntries(
          BADGE_RARITIES.map((rarity) => [
            rarity,
            unlockedList.filter((badge) => badge.rarity === rarity).length,
          ]),
        ) as Record<(typeof BADGE_RARITIES)[number], number>,
      },
    };
  }

  async card(userId: string): Promise<UserCard> {
    const [[user], showcased] = await Promise.all([
      this.db
        .select({
          id: users.id,
          name: users.name,
          pseudo: users.pseudo,
          photo: users.profilePhoto,
          level: users.level,
          points: users.totalPoints,
        })
        .from(users)
        .where(eq(users.id, userId)),
      repo.showcasedOf(this.db, userId),
    ]);
    if (!user) throw new HttpError(404, messages.badges.userNotFound);
    return {
      id: user.id,
      name: publicName(user.pseudo, user.name),
      profile_photo: optionalMediaUrl(user.photo),
      level: user.level,
      level_name: levelTitle(user.level),
      total_points: user.points,
      showcased_badges: showcased,
    };
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

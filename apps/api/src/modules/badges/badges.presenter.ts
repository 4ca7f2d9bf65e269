import { badgeText, messages } from '../../i18n';
import { BADGE_RARITIES, completionPercent } from '@app/shared/domain/badges';
import { levelTitle } from '@app/shared/domain/levels';
import { publicName } from '@app/shared/domain/names';
import type { UserCard } from '@app/shared/schemas/badges';
import { optionalMediaUrl } from '../users/users.presenter';
import type * as repo from './badges.repository';

type Unlock = Awaited<ReturnType<typeof repo.unlocksOf>>[number];

/** A definition's description; « Globe-trotter »'s counts the open stations when known. */
function descriptionOf(row: repo.BadgeRow & { openStations?: number }): string {
  if (row.id === 'all_stations' && row.openStations !== undefined)
    return messages.badges.allStationsDescription({ count: row.openStations });
  return badgeText(messages, row.id)?.description ?? row.description;
}

export function presentDefinition(row: repo.BadgeRow & { openStations?: number }) {
  return {
    id: row.id,
    // The seeded badges in the request's language; one added later keeps its stored name.
    name: badgeText(messages, row.id)?.name ?? row.name,
    description: descriptionOf(row),
    icon: row.icon,
    category: row.category,
    rarity: row.rarity,
    points_reward: row.pointsReward,
  };
}

/** A member's collection: every badge with its unlock, and the counts by rarity. */
export function presentCollection(rows: (repo.BadgeRow & { openStations?: number })[], unlocks: Unlock[]) {
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

/** The card other members see: public name, never the e-mail. */
export function presentCard(
  user: NonNullable<Awaited<ReturnType<typeof repo.cardOwner>>>,
  showcased: Awaited<ReturnType<typeof repo.showcasedOf>>,
): UserCard {
  return {
    id: user.id,
    name: publicName(user.pseudo, user.name),
    profile_photo: optionalMediaUrl(user.photo),
    level: user.level,
    level_name: levelTitle(user.level, messages.names),
    total_points: user.points,
    showcased_badges: showcased,
  };
}

import { levelTitle } from '@app/shared/domain/levels';
import { publicName } from '@app/shared/domain/names';
import { currentDailyStreak } from '@app/shared/domain/streaks';
import type { DayString } from '@app/shared/domain/zurich-time';
import type { User } from '@app/shared/schemas/users';
import type { users } from '../../db/schema';
import { mediaUrl } from '../../lib/storage';

type UserRow = typeof users.$inferSelect;

/** URL of an optional media file (a profile photo may be absent). */
export function optionalMediaUrl(storageKey: string | null): string | null {
  return storageKey ? mediaUrl(storageKey) : null;
}

/**
 * Public face of a user (leaderboards, chat): no email, and no full name either: other
 * members see the pseudo, or else the first name (docs/product.md, privacy).
 */
export function presentPublicUser(row: UserRow, today: DayString) {
  const profilePhoto = optionalMediaUrl(row.profilePhoto);
  const shown = publicName(row.pseudo, row.name);
  return {
    id: row.id,
    name: shown,
    display_name: shown,
    display_photo: profilePhoto ?? row.picture,
    profile_photo: profilePhoto,
    picture: row.picture,
    level: row.level,
    level_name: levelTitle(row.level),
    total_points: row.totalPoints,
    wash_streak: currentDailyStreak({ count: row.washStreak, last: row.lastWashDay }, today),
    total_washes: row.totalWashes,
  };
}

/** The signed-in user as every screen reads it (docs/product.md, screens). */
export function presentUser(row: UserRow, extra: { notificationsCount: number; today: DayString }): User {
  const base = presentPublicUser(row, extra.today);
  return {
    id: base.id,
    // The member's own screens: their full name.
    name: row.name,
    email: row.email,
    pseudo: row.pseudo,
    profile_photo: base.profile_photo,
    picture: base.picture,
    display_name: row.pseudo ?? row.name,
    display_photo: base.display_photo,
    favorite_station: row.favoriteStation,
    total_points: base.total_points,
    level: base.level,
    level_name: base.level_name,
    wash_streak: base.wash_streak,
    total_washes: base.total_washes,
    created_at: row.createdAt.toISOString(),
    is_admin: row.isAdmin,
    notifications_count: extra.notificationsCount,
    show_in_gallery: row.showInGallery,
  };
}

import { levelTitle } from '@app/shared/domain/levels';
import type { User } from '@app/shared/schemas/users';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** URL under which the API serves a stored media file. */
export function mediaUrl(storageKey: string | null): string | null {
  return storageKey ? `/api/media/${storageKey}` : null;
}

/** The user as every screen reads it (customer-side spec §3). */
export function presentUser(row: UserRow, extra: { notificationsCount: number }): User {
  const profilePhoto = mediaUrl(row.profilePhoto);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    pseudo: row.pseudo,
    profile_photo: profilePhoto,
    picture: row.picture,
    display_name: row.pseudo ?? row.name,
    display_photo: profilePhoto ?? row.picture,
    favorite_station: row.favoriteStation,
    total_points: row.totalPoints,
    level: row.level,
    level_name: levelTitle(row.level),
    wash_streak: row.washStreak,
    total_washes: row.totalWashes,
    created_at: row.createdAt.toISOString(),
    is_admin: row.isAdmin,
    notifications_count: extra.notificationsCount,
  };
}

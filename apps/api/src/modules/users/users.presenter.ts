import { messages } from '../../i18n';
import { isLocale } from '@app/shared/domain/locales';
import { levelTitle } from '@app/shared/domain/levels';
import { publicName } from '@app/shared/domain/names';
import { currentDailyStreak } from '@app/shared/domain/streaks';
import type { DayString } from '@app/shared/domain/zurich-time';
import type { User } from '@app/shared/schemas/users';
import type { users, userIdentities } from '../../db/schema';
import { mediaUrl } from '../../lib/storage';
import type { exportRows } from './users.repository';

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
    level_name: levelTitle(row.level, messages.names),
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
    locale: isLocale(row.locale) ? row.locale : null,
    birthday: row.birthday,
    email_opt_in: row.emailOptIn,
    reminders: { streak: row.remindStreak, offers: row.remindOffers, birthday: row.remindBirthday },
  };
}

type ExportRows = Awaited<ReturnType<typeof exportRows>> & {
  identities: (typeof userIdentities.$inferSelect)[];
};

/** Everything the app keeps about a member, as the right of access hands it over. */
export function presentExport(user: UserRow, rows: ExportRows, now: Date) {
  return {
    exported_at: now.toISOString(),
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      pseudo: user.pseudo,
      favorite_station: user.favoriteStation,
      locale: user.locale,
      profile_photo: optionalMediaUrl(user.profilePhoto),
      auth_provider: user.authProvider,
      is_admin: user.isAdmin,
      total_points: user.totalPoints,
      level: user.level,
      total_washes: user.totalWashes,
      daily_streak: user.washStreak,
      last_wash_day: user.lastWashDay,
      weekly_streak: user.weekStreak,
      longest_weekly_streak: user.longestWeekStreak,
      referral_code: user.referralCode,
      birthday: user.birthday,
      email_opt_in: user.emailOptIn,
      reminders: { streak: user.remindStreak, offers: user.remindOffers, birthday: user.remindBirthday },
      streak_jokers: user.streakJokers,
      created_at: user.createdAt.toISOString(),
    },
    washes: rows.washRows.map((wash) => ({
      id: wash.id,
      station: wash.station,
      wash_type: wash.washType,
      day: wash.day,
      points_earned: wash.pointsEarned,
      bonus_applied: wash.bonusApplied,
      photo_url: optionalMediaUrl(wash.photoKey),
      social_shared: wash.socialShared,
      social_platform: wash.socialPlatform,
      created_at: wash.createdAt.toISOString(),
    })),
    points_ledger: rows.ledgerRows.map((row) => ({
      delta: row.delta,
      reason: row.reason,
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
    })),
    notifications: rows.notificationRows.map((row) => ({
      type: row.type,
      title: row.title,
      message: row.message,
      read: row.read,
      created_at: row.createdAt.toISOString(),
    })),
    sign_in_identities: rows.identities.map((row) => ({
      provider: row.provider,
      subject: row.subject,
      email: row.email,
      linked_at: row.createdAt.toISOString(),
    })),
    badges: rows.badgeRows.map((row) => ({
      id: row.id,
      name: row.name,
      unlocked_at: row.unlockedAt.toISOString(),
      showcased: row.showcased,
    })),
    chat_messages: rows.messageRows.map((row) => ({
      id: row.id,
      content: row.content,
      hidden: row.hiddenAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
    snake_challenges: rows.snakeRows.map((row) => ({
      week_start: row.weekStart,
      score: row.score,
      duration: row.duration,
      submitted_at: row.submittedAt?.toISOString() ?? null,
    })),
    sessions: rows.sessionRows.map((row) => ({
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      user_agent: row.userAgent,
    })),
  };
}

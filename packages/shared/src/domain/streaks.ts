import { daysBetween, type DayString } from './zurich-time';

/**
 * Streaks (docs/product.md, streaks). The server keeps each streak with the day (or week) it last
 * grew; a streak reads 0 once that is older than yesterday (or last week).
 */
export interface StoredStreak {
  count: number;
  /** Last Zurich day (daily streak) or Monday (weekly streak) with a wash; null if none. */
  last: DayString | null;
}

/** The daily streak as it reads today: alive if the last wash day is today or yesterday. */
export function currentDailyStreak(stored: StoredStreak, today: DayString): number {
  if (!stored.last) return 0;
  const gap = daysBetween(stored.last, today);
  return gap === 0 || gap === 1 ? stored.count : 0;
}

/** The daily streak after a wash today. */
export function dailyStreakAfterWash(stored: StoredStreak, today: DayString): StoredStreak {
  if (!stored.last) return { count: 1, last: today };
  const gap = daysBetween(stored.last, today);
  // A wash of an earlier day arriving late (validated offline) leaves the streak as it is.
  if (gap < 0) return stored;
  if (gap === 0) return { count: Math.max(stored.count, 1), last: today };
  if (gap === 1) return { count: stored.count + 1, last: today };
  return { count: 1, last: today };
}

export function currentWeeklyStreak(stored: StoredStreak, thisWeek: DayString): number {
  if (!stored.last) return 0;
  const gap = daysBetween(stored.last, thisWeek);
  return gap === 0 || gap === 7 ? stored.count : 0;
}

export function weeklyStreakAfterWash(stored: StoredStreak, thisWeek: DayString): StoredStreak {
  if (!stored.last) return { count: 1, last: thisWeek };
  const gap = daysBetween(stored.last, thisWeek);
  if (gap < 0) return stored;
  if (gap === 0) return { count: Math.max(stored.count, 1), last: thisWeek };
  if (gap === 7) return { count: stored.count + 1, last: thisWeek };
  return { count: 1, last: thisWeek };
}

/** Streaks from a full history of wash days (recomputing after a wash is removed). */
export function streaksFromDays(days: DayString[], weekStartOf: (day: DayString) => DayString) {
  const sortedDays = [...new Set(days)].sort();
  let daily: StoredStreak = { count: 0, last: null };
  let weekly: StoredStreak = { count: 0, last: null };
  let longestWeekly = 0;
  for (const day of sortedDays) {
    daily = dailyStreakAfterWash(daily, day);
    weekly = weeklyStreakAfterWash(weekly, weekStartOf(day));
    longestWeekly = Math.max(longestWeekly, weekly.count);
  }
  return { daily, weekly, longestWeekly };
}

/** Daily streak lengths that earn a notification (and, later, a badge). */
export const DAILY_STREAK_MILESTONES = [3, 7, 14, 30] as const;

export const STREAK_TIERS = ['basic', 'sparkles', 'fireworks', 'rainbow', 'explosion', 'legendary'] as const;
export type StreakTier = (typeof STREAK_TIERS)[number];

/** Weeks needed for each tier above basic. */
export const STREAK_TIER_WEEKS: Record<Exclude<StreakTier, 'basic'>, number> = {
  sparkles: 2,
  fireworks: 4,
  rainbow: 8,
  explosion: 12,
  legendary: 24,
};

export function streakTier(weeks: number): StreakTier | null {
  if (weeks <= 0) return null;
  if (weeks >= 24) return 'legendary';
  if (weeks >= 12) return 'explosion';
  if (weeks >= 8) return 'rainbow';
  if (weeks >= 4) return 'fireworks';
  if (weeks >= 2) return 'sparkles';
  return 'basic';
}

/** Tier names unlocked by a weekly streak, in order. */
export function unlockedAnimations(weeks: number): Exclude<StreakTier, 'basic'>[] {
  return (Object.entries(STREAK_TIER_WEEKS) as [Exclude<StreakTier, 'basic'>, number][])
    .filter(([, needed]) => weeks >= needed)
    .map(([tier]) => tier);
}

/** The tier a streak reaches exactly at this length (for the one-time notification). */
export function tierReachedAt(weeks: number): Exclude<StreakTier, 'basic'> | null {
  const entry = Object.entries(STREAK_TIER_WEEKS).find(([, needed]) => needed === weeks);
  return entry ? (entry[0] as Exclude<StreakTier, 'basic'>) : null;
}

export const STREAK_EMOJI: Record<StreakTier, string> = {
  basic: '🔥',
  sparkles: '✨',
  fireworks: '🎆',
  rainbow: '🌈',
  explosion: '💥',
  legendary: '👑',
};

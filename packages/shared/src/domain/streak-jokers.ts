import { type StoredStreak } from './streaks';
import { addDays, daysBetween, type DayString } from './zurich-time';

/**
 * The streak joker (« Joker de série », issue 33): a week without a wash spends one and the
 * weekly streak goes on. A member holds at most MAX_JOKERS; one is earned every N weeks of
 * streak (the operator's `joker_weeks`, 0: never) or bought (the operator's `joker_price`,
 * 0: not for sale).
 */
export const MAX_JOKERS = 2;

export interface JokerOutcome {
  streak: StoredStreak;
  jokers: number;
  /** The Mondays of the empty weeks the jokers covered, oldest first (none: nothing spent). */
  savedWeeks: DayString[];
}

/**
 * The weekly streak as it stands on `thisWeek`'s Monday once jokers cover the empty weeks
 * since its last wash week. Jokers are spent only when they save the streak: a gap longer
 * than the jokers held breaks it and they are kept.
 */
export function applyJokers(streak: StoredStreak, jokers: number, thisWeek: DayString): JokerOutcome {
  const unchanged = { streak, jokers, savedWeeks: [] };
  if (!streak.last || streak.count <= 0 || jokers <= 0) return unchanged;
  const emptyWeeks = daysBetween(streak.last, thisWeek) / 7 - 1;
  if (!Number.isInteger(emptyWeeks) || emptyWeeks < 1 || emptyWeeks > jokers) return unchanged;
  const savedWeeks = Array.from({ length: emptyWeeks }, (_, index) => addDays(streak.last!, 7 * (index + 1)));
  return {
    streak: { count: streak.count, last: savedWeeks[savedWeeks.length - 1]! },
    jokers: jokers - emptyWeeks,
    savedWeeks,
  };
}

/** Jokers after a wash moved the weekly streak from `before` to `after` (one earned every `everyWeeks`). */
export function jokersAfterWash(
  before: StoredStreak,
  after: StoredStreak,
  jokers: number,
  everyWeeks: number,
): number {
  const grew = after.count > before.count || (after.count === 1 && before.last !== after.last);
  if (!grew || everyWeeks <= 0 || after.count % everyWeeks !== 0) return jokers;
  return Math.min(MAX_JOKERS, jokers + 1);
}

/** What a purchase answers: null when allowed, else why not. */
export function jokerPurchaseRefusal(input: {
  jokers: number;
  price: number;
  totalPoints: number;
}): 'full' | 'not_for_sale' | 'not_enough_points' | null {
  if (input.jokers >= MAX_JOKERS) return 'full';
  if (input.price <= 0) return 'not_for_sale';
  if (input.totalPoints < input.price) return 'not_enough_points';
  return null;
}

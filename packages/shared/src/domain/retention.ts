/**
 * Retention figures for the operator (Statistics → « Fidélité », issue 33): pure rules on
 * what the database counts, the same on both engines. Months are 'YYYY-MM' of Zurich days.
 */

/** Cohorts shown: the month of the first wash, this month and the 11 before it. */
export const COHORT_COUNT = 12;
/** Each cohort's return rate is followed over this many months after its first. */
export const COHORT_MONTHS_FOLLOWED = 12;
/** Weekly active members are shown over this many weeks, this one included. */
export const WEEKLY_ACTIVE_WEEKS = 26;
/** A new member "came back early" with a wash on a later day within this many days of the first. */
export const EARLY_RETURN_DAYS = 30;
/** Early return is read on the members whose first wash is this many days old at most. */
export const EARLY_RETURN_COHORT_DAYS = 90;
/** A member is at risk once the time since the last wash exceeds this many usual intervals. */
export const AT_RISK_FACTOR = 1.5;
/** A usual interval needs at least this many wash days (two intervals). */
export const AT_RISK_MIN_WASH_DAYS = 3;

/** 'YYYY-MM' of a Zurich day 'YYYY-MM-DD'. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Months from `from` to `to` (0 for the same month). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

export interface CohortActivity {
  /** The month of the members' first wash. */
  cohort: string;
  /** A month in which `members` of them washed. */
  month: string;
  members: number;
}

export interface CohortRow {
  month: string;
  size: number;
  /**
   * The share of the cohort who washed in each of the 12 following months; null for a
   * month that has not begun yet, or for a cohort without members.
   */
  rates: (number | null)[];
}

/** The cohort grid from the members counted per cohort and month of activity. */
export function cohortGrid(activity: readonly CohortActivity[], thisMonth: string): CohortRow[] {
  const members = new Map(activity.map((row) => [`${row.cohort}/${row.month}`, row.members]));
  return Array.from({ length: COHORT_COUNT }, (_, index) => {
    const month = addMonths(thisMonth, index - (COHORT_COUNT - 1));
    // Everyone washed in the month of their first wash.
    const size = members.get(`${month}/${month}`) ?? 0;
    const rates = Array.from({ length: COHORT_MONTHS_FOLLOWED }, (_, offset) => {
      const later = addMonths(month, offset + 1);
      if (size === 0 || monthsBetween(later, thisMonth) < 0) return null;
      return (members.get(`${month}/${later}`) ?? 0) / size;
    });
    return { month, size, rates };
  });
}

/** Whether a member whose usual interval is `usualDays` is at risk after `daysSince` days. */
export function isAtRisk(daysSince: number, usualDays: number): boolean {
  return daysSince > AT_RISK_FACTOR * usualDays;
}

/** The median of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

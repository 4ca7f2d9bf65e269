import { addDays, daysBetween, type DayString } from './zurich-time';

/** The statistics' periods: today, the last 7 or 30 days, this calendar year, or chosen days. */
export const STATISTICS_PERIODS = ['today', '7d', '30d', 'year', 'custom'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
/** A chosen range is at most this long (a chart of days stays readable). */
export const MAX_RANGE_DAYS = 366;
/** Beyond this, the chart counts by month rather than by day. */
export const DAILY_CHART_MAX_DAYS = 62;

export interface DayRange {
  from: DayString;
  to: DayString;
}

/**
 * A period's Zurich days (both included) and the period just before it, of the same
 * length, for the trend. "This year" compares with the same days of last year.
 */
export function statisticsRange(
  period: StatisticsPeriod,
  today: DayString,
  custom?: Partial<DayRange>,
): { current: DayRange; previous: DayRange } {
  let current: DayRange;
  if (period === 'today') current = { from: today, to: today };
  else if (period === '7d') current = { from: addDays(today, -6), to: today };
  else if (period === '30d') current = { from: addDays(today, -29), to: today };
  else if (period === 'year') current = { from: `${today.slice(0, 4)}-01-01`, to: today };
  else current = { from: custom?.from ?? today, to: custom?.to ?? custom?.from ?? today };
  if (period === 'year') {
    const lastYear = String(Number(today.slice(0, 4)) - 1);
    // 29 February has no twin: the 28th stands in for it.
    const to = `${lastYear}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
    return { current, previous: { from: `${lastYear}-01-01`, to } };
  }
  const length = daysBetween(current.from, current.to) + 1;
  return {
    current,
    previous: { from: addDays(current.from, -length), to: addDays(current.from, -1) },
  };
}

/**
 * The change from the previous period in percent, rounded; null when there was nothing
 * before (a rise from zero has no percentage).
 */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

/** Whether a range's chart counts by day (short ranges) or by month. */
export function chartStep(range: DayRange): 'day' | 'month' {
  return daysBetween(range.from, range.to) + 1 <= DAILY_CHART_MAX_DAYS ? 'day' : 'month';
}

/**
 * Europe/Zurich calendar (docs/product.md, time): every business day, week and month is a Zurich
 * one, DST included. Pure arithmetic on the rule Switzerland has followed since 1981
 * (the European one): UTC+1, and UTC+2 from the last Sunday of March to the last Sunday
 * of October, both changes at 01:00 UTC. Intl's time-zone data gives the same answers
 * (tested hour by hour over twenty years) but costs tens of milliseconds on a phone's
 * first use, on the first screen, and a formatter call per request on the server.
 */

export const ZURICH = 'Europe/Zurich';

/** A Zurich calendar date, 'YYYY-MM-DD'. */
export type DayString = string;

export interface ZurichParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 1 = Monday … 7 = Sunday (ISO). */
  weekday: number;
}

/** 01:00 UTC on the last Sunday of a month (0-based). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Minutes Zurich is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function zurichOffsetMinutes(instant: Date): number {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 120 : 60;
}

export function zurichParts(instant: Date): ZurichParts {
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + zurichOffsetMinutes(instant) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay() || 7,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The last day answered and the instants it holds for (a server asks many times a second). */
let lastDay = { from: 0, to: 0, day: '' };

export function zurichDay(instant: Date): DayString {
  const time = instant.getTime();
  if (time >= lastDay.from && time < lastDay.to) return lastDay.day;
  const { year, month, day } = zurichParts(instant);
  const answer = `${year}-${pad(month)}-${pad(day)}`;
  // The same day from its Zurich midnight to the next, cut where the offset changes (and at
  // the UTC year's edges, where the DST dates are computed anew): within that span the
  // offset is fixed and so is the date.
  const offset = zurichOffsetMinutes(instant) * 60_000;
  const midnight = Math.floor((time + offset) / 86_400_000) * 86_400_000 - offset;
  const utcYear = instant.getUTCFullYear();
  const changes = [
    Date.UTC(utcYear, 0, 1),
    lastSundayAtOneUtc(utcYear, 2),
    lastSundayAtOneUtc(utcYear, 9),
    Date.UTC(utcYear + 1, 0, 1),
  ];
  const after = changes.findIndex((change) => change > time);
  lastDay = {
    from: Math.max(midnight, changes[after - 1] as number),
    to: Math.min(midnight + 86_400_000, changes[after] as number),
    day: answer,
  };
  return answer;
}

/** Calendar arithmetic on a date string (no time zone involved). */
export function addDays(day: DayString, days: number): DayString {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, date + days));
  return shifted.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: DayString, to: DayString): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The last week asked for, by its day: every request of a day asks the same. */
let lastWeek = { day: '', monday: '' };

/** Monday of the Zurich week that contains the instant. */
export function zurichWeekStart(instant: Date): DayString {
  const day = zurichDay(instant);
  if (day !== lastWeek.day) lastWeek = { day, monday: weekStartOfDay(day) };
  return lastWeek.monday;
}

/** Monday of the week that contains a date. */
export function weekStartOfDay(day: DayString): DayString {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

export function zurichMonthStart(instant: Date): DayString {
  return `${zurichDay(instant).slice(0, 8)}01`;
}

/** The instant a Zurich date begins (midnight never falls in a DST gap in Zurich). */
export function zurichMidnight(day: DayString): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let instant = utcMidnight - zurichOffsetMinutes(new Date(utcMidnight)) * 60_000;
  const corrected = utcMidnight - zurichOffsetMinutes(new Date(instant)) * 60_000;
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/**
 * The instant of a Zurich wall-clock time (minutes after midnight) on a date: what an
 * operator means by « le 1er décembre à 14:00 ». A time that does not exist (the hour
 * skipped in spring) reads as the one an hour later, as clocks do.
 */
export function zurichInstant(day: DayString, minuteOfDay: number): Date {
  const wallClock = Date.parse(`${day}T00:00:00Z`) + minuteOfDay * 60_000;
  const winter = wallClock - 60 * 60_000;
  const offset = zurichOffsetMinutes(new Date(winter));
  return new Date(wallClock - offset * 60_000);
}

export type Period = 'week' | 'month';

/** [start, end) of the Zurich week or month that contains the instant. */
export function zurichPeriod(period: Period, instant: Date): { start: Date; end: Date } {
  if (period === 'week') {
    const monday = zurichWeekStart(instant);
    return { start: zurichMidnight(monday), end: zurichMidnight(addDays(monday, 7)) };
  }
  const first = zurichMonthStart(instant);
  const [year, month] = first.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return { start: zurichMidnight(first), end: zurichMidnight(next) };
}

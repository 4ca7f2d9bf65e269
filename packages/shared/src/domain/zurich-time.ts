/**
 * Europe/Zurich calendar (DESIGN.md §2): every business day, week and month is a Zurich
 * one, DST included. Built on the platform's Intl time-zone data; pure functions.
 */

export const ZURICH = 'Europe/Zurich';

/** A Zurich calendar date, 'YYYY-MM-DD'. */
export type DayString = string;

// Made on first use: building a time-zone formatter is slow, and a page that loads this
// module does not always need it at once.
let partsFormat: Intl.DateTimeFormat | undefined;
const partsFormatOptions: Intl.DateTimeFormatOptions = {
  timeZone: ZURICH,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
};

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

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

/** The last second asked for: servers ask for "now" many times a second, and Intl is slow. */
let memo: { second: number; parts: ZurichParts } | null = null;

export function zurichParts(instant: Date): ZurichParts {
  const second = Math.floor(instant.getTime() / 1000);
  if (memo?.second === second) return { ...memo.parts };
  const parts = computeZurichParts(instant);
  memo = { second, parts };
  return { ...parts };
}

function computeZurichParts(instant: Date): ZurichParts {
  const parts: Record<string, string> = {};
  partsFormat ??= new Intl.DateTimeFormat('en-GB', partsFormatOptions);
  for (const part of partsFormat.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday as string] as number,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

export function zurichDay(instant: Date): DayString {
  const { year, month, day } = zurichParts(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
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

/** Monday of the Zurich week that contains the instant. */
export function zurichWeekStart(instant: Date): DayString {
  return addDays(zurichDay(instant), 1 - zurichParts(instant).weekday);
}

/** Monday of the week that contains a date. */
export function weekStartOfDay(day: DayString): DayString {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

export function zurichMonthStart(instant: Date): DayString {
  const { year, month } = zurichParts(instant);
  return `${year}-${pad(month)}-01`;
}

/** Minutes Zurich is ahead of UTC at an instant (60 in winter, 120 in summer). */
function zurichOffsetMinutes(instant: Date): number {
  const p = zurichParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a Zurich date begins (midnight never falls in a DST gap in Zurich). */
export function zurichMidnight(day: DayString): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let instant = utcMidnight - zurichOffsetMinutes(new Date(utcMidnight)) * 60_000;
  const corrected = utcMidnight - zurichOffsetMinutes(new Date(instant)) * 60_000;
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
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

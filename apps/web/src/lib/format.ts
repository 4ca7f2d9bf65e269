import { zurichParts } from '@app/shared/domain/zurich-time';
import { currentLocale, t } from './i18n';
import { formatCount } from '@app/shared/i18n/interpret';

// Dates and numbers are spelled out by hand in the four languages, not with Intl: a
// phone's first Intl object costs 50–160 ms of main thread on the first screen (ICU's data
// for the language; docs/decisions/0011, 0022). Each language's names and order of a date
// are in its first catalog (`calendar`); its digits' grouping is the catalog reader's.
// Always Zurich time, whatever the device's zone.

/**
 * "1 250" in Swiss French, "1'250" in Swiss German and English, "1250" in Portuguese.
 * Whole numbers: points, counts, levels.
 */
export function formatNumber(value: number): string {
  return formatCount(Math.round(value), currentLocale());
}

/** "1,2" in French and Portuguese, "1.2" in German and English: one decimal (a distance in km). */
export function formatDecimal(value: number): string {
  return formatCount(value, currentLocale(), 1, true);
}

const pad = (value: number) => String(value).padStart(2, '0');

function dateParts(instant: Date) {
  const { weekday, day, month, year } = zurichParts(instant);
  return {
    weekday: t.calendar.weekdays[weekday - 1] ?? '',
    day: String(day),
    month: t.calendar.months[month - 1] ?? '',
    year: String(year),
  };
}

/** "samedi 21 novembre 2026", "Samstag, 21. November 2026". */
export function formatZurichDate(instant: Date): string {
  return t.calendar.fullDate(dateParts(instant));
}

/** "14:05" in every language. */
export function formatZurichTime(instant: Date): string {
  const { hour, minute } = zurichParts(instant);
  return `${pad(hour)}:${pad(minute)}`;
}

/** "21 novembre 2026", "21. November 2026". */
export function formatShortDate(instant: Date): string {
  return t.calendar.longDate(dateParts(instant));
}

/** Age of a notification as the bell shows it: 'À l’instant', 'Il y a 5 min', 'Il y a 3 h', 'Il y a 2 j'. */
export function formatAge(
  createdAt: Date,
  now: Date,
  words: {
    justNow: string;
    minutes: (values: { n: number }) => string;
    hours: (values: { n: number }) => string;
    days: (values: { n: number }) => string;
  },
): string {
  const minutes = Math.floor((now.getTime() - createdAt.getTime()) / 60_000);
  if (minutes < 1) return words.justNow;
  if (minutes < 60) return words.minutes({ n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words.hours({ n: hours });
  return words.days({ n: Math.floor(hours / 24) });
}

/** Counts in badges stop at 9+. */
export function capCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}

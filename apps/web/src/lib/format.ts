import { FORMAT_LOCALE } from '@app/shared/domain/locales';
import { zurichParts } from '@app/shared/domain/zurich-time';
import { currentLocale } from './i18n';
import { formatCount } from './i18n/interpret';

// In French, the first language, dates and numbers are spelled out by hand, not with Intl:
// a phone's first Intl formatter costs tens of milliseconds of main thread on the first
// screen (docs/decisions/0011). The other languages use Intl, in their Swiss conventions
// (FORMAT_LOCALE) and in Zurich time (docs/decisions/0022).
const ZURICH = 'Europe/Zurich';
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function intl<Kind extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: (locale: string) => Kind,
): Kind {
  const locale = FORMAT_LOCALE[currentLocale()];
  const cacheKey = `${locale}:${key}`;
  let formatter = formatters.get(cacheKey) as Kind | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}
const french = () => currentLocale() === 'fr-CH';

/**
 * "1 250" in Swiss French (groups of three digits separated by a narrow no-break space, as
 * the spec writes them; Intl's fr-CH writes 1'250 since ICU 78.3), "1'250" in Swiss German
 * and English.
 * Whole numbers only: points, counts, levels.
 */
export function formatNumber(value: number): string {
  if (!french())
    return intl('integer', (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(
      value,
    );
  return formatCount(Math.round(value), 'fr-CH');
}

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const pad = (value: number) => String(value).padStart(2, '0');

/** "1,2" in French, "1.2" in German and English: one decimal (a distance in km). */
export function formatDecimal(value: number): string {
  if (!french())
    return intl(
      'decimal',
      (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }),
    ).format(value);
  return value.toFixed(1).replace('.', ',');
}

/** "samedi 21 novembre 2026", in Zurich time whatever the device's zone. */
export function formatZurichDate(instant: Date): string {
  if (!french())
    return intl(
      'date-long',
      (locale) => new Intl.DateTimeFormat(locale, { timeZone: ZURICH, dateStyle: 'full' }),
    ).format(instant);
  const { weekday, day, month, year } = zurichParts(instant);
  return `${WEEKDAYS[weekday - 1]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** "14:05", in Zurich time. */
export function formatZurichTime(instant: Date): string {
  if (!french())
    return intl(
      'time',
      (locale) => new Intl.DateTimeFormat(locale, { timeZone: ZURICH, timeStyle: 'short' }),
    ).format(instant);
  const { hour, minute } = zurichParts(instant);
  return `${pad(hour)}:${pad(minute)}`;
}

/** "21 novembre 2026", in Zurich time. */
export function formatShortDate(instant: Date): string {
  if (!french())
    return intl(
      'date',
      (locale) => new Intl.DateTimeFormat(locale, { timeZone: ZURICH, dateStyle: 'long' }),
    ).format(instant);
  const { day, month, year } = zurichParts(instant);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Age of a notification as the bell shows it: 'À l’instant', 'Il y a 5min', 'Il y a 3h', 'Il y a 2j'. */
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

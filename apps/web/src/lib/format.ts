import { zurichParts } from '@app/shared/domain/zurich-time';

// Dates are spelled out by hand, not with Intl: a phone's first Intl formatter costs tens
// of milliseconds of main thread on the first screen (docs/decisions/0011).
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

/** "samedi 21 novembre 2026", in Zurich time whatever the device's zone. */
export function formatZurichDate(instant: Date): string {
  const { weekday, day, month, year } = zurichParts(instant);
  return `${WEEKDAYS[weekday - 1]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** "14:05", in Zurich time. */
export function formatZurichTime(instant: Date): string {
  const { hour, minute } = zurichParts(instant);
  return `${pad(hour)}:${pad(minute)}`;
}

/** "21 novembre 2026", in Zurich time. */
export function formatShortDate(instant: Date): string {
  const { day, month, year } = zurichParts(instant);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Age of a notification as the bell shows it: 'À l’instant', 'Il y a 5min', 'Il y a 3h', 'Il y a 2j'. */
export function formatAge(
  createdAt: Date,
  now: Date,
  words: {
    justNow: string;
    minutes: (n: number) => string;
    hours: (n: number) => string;
    days: (n: number) => string;
  },
): string {
  const minutes = Math.floor((now.getTime() - createdAt.getTime()) / 60_000);
  if (minutes < 1) return words.justNow;
  if (minutes < 60) return words.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words.hours(hours);
  return words.days(Math.floor(hours / 24));
}

/** Counts in badges stop at 9+. */
export function capCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}

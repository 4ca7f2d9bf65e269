import { ZURICH } from '@app/shared/domain/zurich-time';

/** A formatter built on first use (building one with a time zone is slow on phones). */
function lazyFormat(options: Intl.DateTimeFormatOptions): (instant: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (instant) => {
    format ??= new Intl.DateTimeFormat('fr-CH', { timeZone: ZURICH, ...options });
    return format.format(instant);
  };
}

/** "samedi 21 novembre 2026", in Zurich time whatever the device's zone. */
export const formatZurichDate = lazyFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** "14:05", in Zurich time. */
export const formatZurichTime = lazyFormat({ hour: '2-digit', minute: '2-digit' });
export const formatShortDate = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric' });

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

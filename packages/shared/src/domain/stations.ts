/**
 * The network's stations are data (the operator adds, renames, closes and orders them in
 * Réglages → Stations): these rules take the station list as input and name no station.
 */
import { zurichParts } from './zurich-time';

export const STATION_NAME_MIN = 2;
export const STATION_NAME_MAX = 40;

/** ISO order, Monday first, as `OpeningHours` keys them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening span in Zurich time, "HH:MM" to "HH:MM" (the end after the start; "24:00" ends the day). */
export type OpeningSpan = [string, string];
/** A station's opening hours per weekday; an empty day is closed. null (elsewhere) means 24/7. */
export type OpeningHours = Record<Weekday, OpeningSpan[]>;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** Minutes since midnight of "HH:MM", or null when it is not a time of day. */
export function clockMinutes(value: string): number | null {
  const match = CLOCK.exec(value);
  if (!match) return null;
  if (value === '24:00') return 24 * 60;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Whether opening hours parse: every weekday present and no other key, at most 4 spans a
 * day, each from a time to a later one, in order and not overlapping.
 */
export function openingHoursValid(hours: unknown): hours is OpeningHours {
  if (typeof hours !== 'object' || hours === null || Array.isArray(hours)) return false;
  const days = hours as Record<string, unknown>;
  if (Object.keys(days).some((key) => !(WEEKDAYS as readonly string[]).includes(key))) return false;
  return WEEKDAYS.every((day) => {
    const spans = days[day];
    if (!Array.isArray(spans) || spans.length > 4) return false;
    let previousEnd = -1;
    return spans.every((span: unknown) => {
      if (!Array.isArray(span) || span.length !== 2) return false;
      const [from, to] = span as unknown[];
      if (typeof from !== 'string' || typeof to !== 'string') return false;
      const start = clockMinutes(from);
      const end = clockMinutes(to);
      if (start === null || end === null || end <= start || start < previousEnd) return false;
      previousEnd = end;
      return true;
    });
  });
}

/** Whether a station with these hours (null: 24/7) is open at a Zurich weekday (1 = Monday) and minute. */
export function isOpenAt(hours: OpeningHours | null, weekday: number, minuteOfDay: number): boolean {
  if (hours === null) return true;
  const spans = hours[WEEKDAYS[weekday - 1] as Weekday] ?? [];
  return spans.some(([from, to]) => {
    const start = clockMinutes(from) ?? 0;
    const end = clockMinutes(to) ?? 0;
    return minuteOfDay >= start && minuteOfDay < end;
  });
}

/** A name lower-cased without its accents ("Bôle" → "bole"): how names are compared and made into ids. */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A station's id from its name: lower case, accents dropped, dashes between words ("neuchatel-gare"). */
export function stationSlug(name: string): string {
  const slug = foldName(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'station' : slug.slice(0, 40);
}

/** The first id free among `taken`: the slug, then slug-2, slug-3… */
export function freeStationId(name: string, taken: ReadonlySet<string>): string {
  const base = stationSlug(name);
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** Two station names are the same name when they differ only by case, accents or spaces. */
export function sameStationName(a: string, b: string): boolean {
  const fold = (value: string) => foldName(value).replace(/\s+/g, ' ').trim();
  return fold(a) === fold(b);
}

/** One weekday's spans as the admin form writes them: "06:00-12:00, 13:00-22:00"; "" is closed. */
export function spansText(spans: readonly OpeningSpan[]): string {
  return spans.map(([from, to]) => `${from}-${to}`).join(', ');
}

/**
 * Reads a weekday typed in the admin form ("6:00 - 22:00", "06:00–12:00, 13:00-22:00", ""),
 * or null when it does not read. The whole week is then checked by `openingHoursValid`.
 */
export function parseSpansText(text: string): OpeningSpan[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const spans: OpeningSpan[] = [];
  for (const part of trimmed.split(/[,;]/)) {
    const match = /^\s*(\d{1,2})[:h.](\d{2})\s*[-–—à]\s*(\d{1,2})[:h.](\d{2})\s*$/.exec(part);
    if (!match) return null;
    const [, fromHour, fromMinute, toHour, toMinute] = match;
    spans.push([`${fromHour!.padStart(2, '0')}:${fromMinute}`, `${toHour!.padStart(2, '0')}:${toMinute}`]);
  }
  return spans;
}

/** Whether a station with these hours (null: 24/7) is open at an instant, on Zurich's clock. */
export function isOpenAtInstant(hours: OpeningHours | null, instant: Date): boolean {
  const { weekday, hour, minute } = zurichParts(instant);
  return isOpenAt(hours, weekday, hour * 60 + minute);
}

import type { ReminderCategory } from './reminders';
import { zurichInstant, zurichParts, zurichDay, addDays } from './zurich-time';

/**
 * Journeys (issue 33): the programme's automatic messages. Each belongs to a category the
 * member can turn off (welcome has none: it is sent once, to say how the programme works),
 * holds a share of members back as a control group, and is sent within the caps, outside
 * the quiet hours.
 */
export const JOURNEY_KEYS = ['streak_at_risk', 'welcome', 'win_back', 'almost_there', 'birthday'] as const;
export type JourneyKey = (typeof JOURNEY_KEYS)[number];

export const JOURNEY_CATEGORY: Record<JourneyKey, ReminderCategory | null> = {
  streak_at_risk: 'streak',
  welcome: null,
  win_back: 'offers',
  almost_there: 'offers',
  birthday: 'birthday',
};

/** The longest title and text of a journey's message (per language). */
export const JOURNEY_TITLE_MAX = 80;
export const JOURNEY_BODY_MAX = 300;

/** Bounds the server enforces on the operator's settings. */
export const HOLDOUT_BOUNDS = { min: 0, max: 30, default: 10 } as const;
export const WIN_BACK_DAYS = { min: 14, max: 120, default: 30 } as const;
export const WELCOME_DAYS = { min: 1, max: 14, default: 3 } as const;
export const STREAK_AT_RISK_WEEKS = { min: 2, max: 12, default: 2 } as const;
export const OFFER_POINTS = { min: 0, max: 500 } as const;
/** The caps the operator sets: messages per member and day, and per week (announcements count). */
export const CAPS_PER_DAY = { min: 1, max: 3, default: 1 } as const;
export const CAPS_PER_WEEK = { min: 1, max: 7, default: 2 } as const;
/** A win-back offer: used on the next wash within 14 days, at most one per member per 90 days. */
export const OFFER_VALID_DAYS = 14;
export const OFFER_EVERY_DAYS = 90;
/** A member counts as back when they wash within 14 days of the message (or of the occasion, for control). */
export const RETURN_WINDOW_DAYS = 14;

/** Quiet hours in Zurich: nothing automatic from 20:00 to 09:00. */
export const QUIET_FROM_HOUR = 20;
export const QUIET_UNTIL_HOUR = 9;

/** Whether an automatic message may go out at this instant (outside the quiet hours). */
export function isSendingHour(instant: Date): boolean {
  const { hour } = zurichParts(instant);
  return hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR;
}

/** The first instant at or after `instant` outside the quiet hours (09:00 Zurich when inside). */
export function nextSendingInstant(instant: Date): Date {
  if (isSendingHour(instant)) return instant;
  const { hour } = zurichParts(instant);
  const day = zurichDay(instant);
  return zurichInstant(hour >= QUIET_FROM_HOUR ? addDays(day, 1) : day, QUIET_UNTIL_HOUR * 60);
}

/**
 * A stable, evenly spread number in [0, 1) for a member and a journey's salt (FNV-1a, then
 * murmur3's final mix): the same member always falls in the same group.
 */
export function holdoutDraw(userId: string, salt: string): number {
  let hash = 0x811c9dc5;
  const text = `${salt}:${userId}`;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 0x100000000;
}

/** Whether the member is in the journey's control group (`percent` of members, 0–30). */
export function inControlGroup(userId: string, journey: JourneyKey, percent: number): boolean {
  return holdoutDraw(userId, `journey:${journey}`) * 100 < percent;
}

/** Whether one more automatic message fits the member's caps. */
export function withinCaps(
  sent: { today: number; thisWeek: number },
  caps: { per_day: number; per_week: number },
): boolean {
  return sent.today < caps.per_day && sent.thisWeek < caps.per_week;
}

/** An operator's text with its placeholders filled: {name}, {weeks}, {points}, {station}, {days}, {offer}, {goal}… */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

export const PLACEHOLDERS: Record<JourneyKey, string[]> = {
  streak_at_risk: ['name', 'weeks', 'points'],
  welcome: ['name', 'station', 'points'],
  win_back: ['name', 'days', 'offer'],
  almost_there: ['name', 'points', 'goal', 'level'],
  birthday: ['name', 'points'],
};

/** Wilson's score interval for x successes out of n (95 %: z = 1.96). */
function wilson(x: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = x / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denominator = 1 + z2 / n;
  return [(centre - spread) / denominator, (centre + spread) / denominator];
}

/**
 * The lift of a journey: the share that came back among members messaged minus among the
 * control group, in percentage points, with its 95 % interval by Newcombe's hybrid score
 * method (method 10 of Newcombe 1998, from two Wilson intervals). Null without members
 * on either side.
 */
export function liftWithInterval(
  messaged: { returned: number; total: number },
  control: { returned: number; total: number },
): { lift: number; low: number; high: number; significant: boolean } | null {
  if (messaged.total === 0 || control.total === 0) return null;
  const p1 = messaged.returned / messaged.total;
  const p2 = control.returned / control.total;
  const [l1, u1] = wilson(messaged.returned, messaged.total);
  const [l2, u2] = wilson(control.returned, control.total);
  const difference = p1 - p2;
  const low = difference - Math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2);
  const high = difference + Math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2);
  const round = (value: number) => Math.round(value * 10_000) / 100;
  return { lift: round(difference), low: round(low), high: round(high), significant: low > 0 || high < 0 };
}

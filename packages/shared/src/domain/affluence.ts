/**
 * How busy a station is (« Affluence », docs/product.md): right now from the members seen
 * at its bays in the last 20 minutes, and usually at each hour of today's weekday from the
 * last 8 weeks. Only levels leave the server, never counts; a level never tells fewer than
 * three members apart from nobody, and a station with too little history shows nothing.
 */
import { isOffPeakHour } from './washes';

export const AFFLUENCE_LEVELS = ['calm', 'moderate', 'busy'] as const;
export type AffluenceLevel = (typeof AFFLUENCE_LEVELS)[number];

/** The window of « now »: a bay serves about two washes in it. */
export const AFFLUENCE_WINDOW_MINUTES = 20;
export const WASHES_PER_BAY_PER_WINDOW = 2;
/** An hour is three windows: six washes per bay. */
export const WASHES_PER_BAY_PER_HOUR = 6;
/** « Usual » averages this many past weeks of today's weekday. */
export const AFFLUENCE_HISTORY_WEEKS = 8;
/** Below this many washes in those weeks the station shows nothing (too few to hide anyone). */
export const AFFLUENCE_MIN_HISTORY_WASHES = 50;
/** A count under this is told as none: a level never reveals one or two members. */
export const AFFLUENCE_MIN_COUNT = 3;

export const BAYS_MIN = 1;
export const BAYS_MAX = 20;
export const BAYS_DEFAULT = 2;

/** A load (washes over what the bays serve) as a level: under 0.5 calm, under 1 moderate, else busy. */
export function loadLevel(load: number): AffluenceLevel {
  if (load < 0.5) return 'calm';
  if (load < 1) return 'moderate';
  return 'busy';
}

/** Now: the members seen in the last 20 minutes (a wash or a code scan) over twice the bays. */
export function nowLevel(membersSeen: number, bays: number): AffluenceLevel {
  const counted = membersSeen < AFFLUENCE_MIN_COUNT ? 0 : membersSeen;
  return loadLevel(counted / (WASHES_PER_BAY_PER_WINDOW * bays));
}

/**
 * Usual: for each hour, the washes at that hour over the past weeks of today's weekday,
 * averaged per week, over six times the bays. An hour with fewer than three washes in all
 * those weeks is calm.
 */
export function usualLevels(
  hourTotals: readonly number[],
  weeks: number,
  bays: number,
): { hour: number; level: AffluenceLevel }[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const total = hourTotals[hour] ?? 0;
    const counted = total < AFFLUENCE_MIN_COUNT ? 0 : total;
    return { hour, level: loadLevel(counted / weeks / (WASHES_PER_BAY_PER_HOUR * bays)) };
  });
}

export interface StationAffluence {
  now: AffluenceLevel | null;
  usual: { hour: number; level: AffluenceLevel }[] | null;
}

/** Both levels, or nothing for a station with fewer than 50 washes over the past 8 weeks. */
export function stationAffluence(input: {
  membersSeen: number;
  hourTotals: readonly number[];
  historyWashes: number;
  bays: number;
}): StationAffluence {
  if (input.historyWashes < AFFLUENCE_MIN_HISTORY_WASHES) return { now: null, usual: null };
  return {
    now: nowLevel(input.membersSeen, input.bays),
    usual: usualLevels(input.hourTotals, AFFLUENCE_HISTORY_WEEKS, input.bays),
  };
}

/**
 * When it is busy now: the first off-peak hour later today (the off-peak bonus applies from
 * it) that is usually calmer, for « Plus calme après 19 h : +10 points ». null when it is not
 * busy, when it is already off-peak, or when no later hour is calmer.
 */
export function quieterOffPeakHour(affluence: StationAffluence, zurichHour: number): number | null {
  if (affluence.now !== 'busy' || isOffPeakHour(zurichHour)) return null;
  for (let hour = zurichHour + 1; hour < 24; hour += 1) {
    if (!isOffPeakHour(hour)) continue;
    const usual = affluence.usual?.[hour]?.level ?? 'calm';
    if (usual !== 'busy') return hour;
  }
  return null;
}

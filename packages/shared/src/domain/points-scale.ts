/**
 * The points scale (« Barème des points », docs/product.md, the points economy): every
 * amount the programme pays, set by the operator in Réglages. The spec's values are the
 * defaults; a change applies to events after it and never rewrites the ledger. Rules take
 * the scale as input: no amount here is used as a constant by a rule.
 */

export const POINTS_SCALE_KEYS = [
  'wash_standard',
  'wash_premium',
  'off_peak',
  'weekend',
  'streak_short_percent',
  'streak_long_percent',
  'share_instagram',
  'share_tiktok',
  'google_review',
  'referral_referrer',
  'referral_referred',
  'snake_first',
  'snake_second',
  'snake_third',
  'joker_price',
  'joker_weeks',
] as const;
export type PointsScaleKey = (typeof POINTS_SCALE_KEYS)[number];
export type PointsScale = Record<PointsScaleKey, number>;

/** The spec's amounts. */
export const DEFAULT_POINTS_SCALE: PointsScale = {
  wash_standard: 15,
  wash_premium: 25,
  off_peak: 10,
  weekend: 5,
  /** Of the running total, for a daily streak of 3 to 6 days. */
  streak_short_percent: 25,
  /** From 7 days. */
  streak_long_percent: 50,
  share_instagram: 15,
  share_tiktok: 20,
  google_review: 50,
  referral_referrer: 100,
  referral_referred: 50,
  snake_first: 30,
  snake_second: 20,
  snake_third: 10,
  /** What a streak joker costs (0: not for sale). */
  joker_price: 100,
  /** Weeks of weekly streak that earn a joker (0: never earned this way). Not points, but the joker's rule. */
  joker_weeks: 4,
};

/** Every amount of the scale, and every badge's reward, lies within these bounds. */
export const POINTS_BOUNDS = { min: 0, max: 500 } as const;

export function isValidAmount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= POINTS_BOUNDS.min &&
    value <= POINTS_BOUNDS.max
  );
}

/** The scale from what is stored (a partial object, or nothing): the defaults fill the gaps. */
export function resolvePointsScale(stored: unknown): PointsScale {
  const scale = { ...DEFAULT_POINTS_SCALE };
  if (stored === null || typeof stored !== 'object') return scale;
  for (const key of POINTS_SCALE_KEYS) {
    const value = (stored as Record<string, unknown>)[key];
    if (isValidAmount(value)) scale[key] = value;
  }
  return scale;
}

/** The keys whose amount differs between two scales (the journal shows only those). */
export function changedKeys(before: PointsScale, after: PointsScale): PointsScaleKey[] {
  return POINTS_SCALE_KEYS.filter((key) => before[key] !== after[key]);
}

/** The Snake podium's prizes, first to third. */
export function snakePrizes(scale: PointsScale): [number, number, number] {
  return [scale.snake_first, scale.snake_second, scale.snake_third];
}

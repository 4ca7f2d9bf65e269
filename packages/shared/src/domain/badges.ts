/** Badge rules (docs/product.md, badges): the definitions are data; what unlocks each id is here. */

export const BADGE_RARITIES = ['common', 'rare', 'epic', 'legendary', 'mythic'] as const;
export type BadgeRarity = (typeof BADGE_RARITIES)[number];

export const BADGE_CATEGORIES = [
  'frequency',
  'performance',
  'streak',
  'location',
  'temporal',
  'rare',
  'event',
] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];
export const SHOWCASE_MAX = 9;

/** What the server knows about a member when an event may unlock badges. */
export interface BadgeFacts {
  totalWashes: number;
  level: number;
  totalPoints: number;
  /** Current daily streak. */
  dailyStreak: number;
  /** Open stations the member has washed at, and how many stations are open (« Globe-trotter »). */
  stationsVisited: number;
  openStations: number;
  /** Most washes at one station. */
  bestStationWashes: number;
  shares: number;
  reviews: number;
  referrals: number;
  snakeGames: number;
  snakePodiums: number;
  snakeWins: number;
  /** The Zurich hour and weekday (1 Monday … 7 Sunday) of the wash being recorded, if any. */
  wash?: { hour: number; weekday: number };
}

/** The points the two points badges ask for (their descriptions say it in each language's digits). */
export const POINTS_BADGE_GOALS: Readonly<Record<string, number>> = { points_1000: 1000, points_5000: 5000 };

const RULES: Record<string, (facts: BadgeFacts) => boolean> = {
  first_wash: (f) => f.totalWashes >= 1,
  washes_10: (f) => f.totalWashes >= 10,
  washes_25: (f) => f.totalWashes >= 25,
  washes_50: (f) => f.totalWashes >= 50,
  washes_100: (f) => f.totalWashes >= 100,
  streak_3: (f) => f.dailyStreak >= 3,
  streak_7: (f) => f.dailyStreak >= 7,
  streak_14: (f) => f.dailyStreak >= 14,
  streak_30: (f) => f.dailyStreak >= 30,
  // Every station open when it is evaluated; one opened later never takes it back.
  all_stations: (f) => f.openStations > 0 && f.stationsVisited >= f.openStations,
  station_regular: (f) => f.bestStationWashes >= 10,
  early_bird: (f) => f.wash !== undefined && f.wash.hour < 9,
  night_owl: (f) => f.wash !== undefined && f.wash.hour >= 19,
  weekend_warrior: (f) => f.wash !== undefined && f.wash.weekday >= 6,
  level_5: (f) => f.level >= 5,
  level_10: (f) => f.level >= 10,
  level_25: (f) => f.level >= 25,
  points_1000: (f) => f.totalPoints >= POINTS_BADGE_GOALS.points_1000!,
  points_5000: (f) => f.totalPoints >= POINTS_BADGE_GOALS.points_5000!,
  first_share: (f) => f.shares >= 1,
  first_review: (f) => f.reviews >= 1,
  first_referral: (f) => f.referrals >= 1,
  snake_first_game: (f) => f.snakeGames >= 1,
  snake_podium: (f) => f.snakePodiums >= 1,
  snake_champion: (f) => f.snakeWins >= 1,
};

export const BADGE_IDS = Object.keys(RULES);

/** The badge ids whose rule the facts meet (unlocked or not yet). */
export function earnedBadges(facts: BadgeFacts): string[] {
  return BADGE_IDS.filter((id) => RULES[id]!(facts));
}

/**
 * The badges a wash earns (counts, stations, the time it was taken, its share and its
 * station's review). When the operator
 * removes a wash, those whose condition the member's remaining washes no longer meet are
 * taken back, with their reward (docs/product.md, points). Streak, level, points and Snake
 * badges stay: they were reached on their own terms.
 */
export const WASH_BACKED_BADGES: readonly string[] = [
  'first_wash',
  'washes_10',
  'washes_25',
  'washes_50',
  'washes_100',
  'all_stations',
  'station_regular',
  'early_bird',
  'night_owl',
  'weekend_warrior',
  // A share, a review: of a wash, taken back with it.
  'first_share',
  'first_review',
];
const TIME_BADGES = new Set(['early_bird', 'night_owl', 'weekend_warrior']);

/**
 * Of the badges unlocked, the wash-backed ones the facts (after a removal) no longer meet; a
 * time-of-day badge is met while one remaining wash was taken at such a time. « Globe-trotter »
 * goes only when the removal cost the member a station (`lostStation`): a station opened
 * since never takes it back.
 */
export function badgesNoLongerMet(
  facts: Omit<BadgeFacts, 'wash'>,
  remainingWashTimes: readonly { hour: number; weekday: number }[],
  unlocked: Iterable<string>,
  lostStation = true,
): string[] {
  return [...unlocked].filter((id) => {
    const rule = RULES[id];
    if (!rule || !WASH_BACKED_BADGES.includes(id)) return false;
    if (id === 'all_stations' && !lostStation) return false;
    if (TIME_BADGES.has(id)) return !remainingWashTimes.some((wash) => rule({ ...facts, wash }));
    return !rule(facts);
  });
}

/** Share of the definitions unlocked, in whole percent. */
export function completionPercent(unlocked: number, total: number): number {
  return total === 0 ? 0 : Math.round((unlocked / total) * 100);
}

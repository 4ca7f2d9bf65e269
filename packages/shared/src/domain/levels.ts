/**
 * Levels (docs/product.md, levels): one table of 100 levels shared by the server and the web app.
 * Pure functions only.
 */

export const MAX_LEVEL = 100;

/** Upper bounds (exclusive) of levels 1 to 9; level 10 and above follow a formula. */
const FIRST_UPPER_BOUNDS = [50, 100, 200, 350, 500, 700, 1000, 1300, 1650] as const;

/** Levels 1 to 10 have a name each; 11 to 100 cycle through the families (LevelNames). */
const FIRST_NAMED_LEVELS = 10;
const TITLE_GRADES = ['', ' Elite', ' Supreme'] as const;

function assertLevel(level: number): void {
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) {
    throw new RangeError(`level must be an integer from 1 to ${MAX_LEVEL}, got ${level}`);
  }
}

/** First points total of a level (inclusive). */
export function levelMinPoints(level: number): number {
  assertLevel(level);
  if (level === 1) return 0;
  return levelMaxPoints(level - 1) as number;
}

/** Points total at which the next level starts (exclusive bound); null for the top level. */
export function levelMaxPoints(level: number): number | null {
  assertLevel(level);
  if (level === MAX_LEVEL) return null;
  if (level < 10) return FIRST_UPPER_BOUNDS[level - 1] as number;
  const above = level - 10;
  return 2000 + 200 * above + 50 * above * above;
}

/**
 * The names levels are called by, in one language (each catalog's `names`; French's, the
 * spec's, are in i18n/names/fr-CH.ts). Elite and Supreme are the same in every language.
 */
export interface LevelNames {
  /** Levels 1 to 10. */
  levelFirst: readonly string[];
  /** The 15 families that levels 11 to 100 cycle through, each as base, Elite, Supreme. */
  levelFamilies: readonly string[];
}

export function levelTitle(level: number, names: LevelNames): string {
  assertLevel(level);
  if (level <= FIRST_NAMED_LEVELS) return names.levelFirst[level - 1] as string;
  const cycle = (level - FIRST_NAMED_LEVELS - 1) % (names.levelFamilies.length * TITLE_GRADES.length);
  return `${names.levelFamilies[Math.floor(cycle / TITLE_GRADES.length)]}${TITLE_GRADES[cycle % TITLE_GRADES.length]}`;
}

/** The level a points total reaches. Negative totals (after deductions) stay at level 1. */
export function levelForPoints(points: number): number {
  let level = 1;
  while (level < MAX_LEVEL && points >= (levelMaxPoints(level) as number)) level += 1;
  return level;
}

/** Per-wash level bonus that a wash really earns at this level (docs/product.md, washes). */
export function levelWashBonus(level: number): number {
  assertLevel(level);
  return Math.floor(0.5 * (level - 1));
}

export interface LevelProgress {
  level: number;
  /** First points total of the current level. */
  min: number;
  /** Points total where the next level starts; null at the top level. */
  max: number | null;
  /** Share of the current level already done, from 0 to 1 (1 at the top level). */
  progress: number;
  /** Points still needed for the next level; 0 at the top level. */
  pointsToNext: number;
}

export function levelProgress(points: number): LevelProgress {
  const level = levelForPoints(points);
  const min = levelMinPoints(level);
  const max = levelMaxPoints(level);
  if (max === null) {
    return { level, min, max, progress: 1, pointsToNext: 0 };
  }
  const clamped = Math.max(points, min);
  return {
    level,
    min,
    max,
    progress: (clamped - min) / (max - min),
    pointsToNext: max - clamped,
  };
}

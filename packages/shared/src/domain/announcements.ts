import { levelMaxPoints, MAX_LEVEL } from './levels';

/**
 * Announcements (docs/product.md, operators): a short message the operator sends to an
 * audience, as an in-app notification and a Web Push; at most one a member per Zurich day.
 */
export const ANNOUNCEMENT_TITLE_MAX = 60;
/** The languages an announcement may also be written in (French is its title and body). */
export const ANNOUNCEMENT_LANGUAGES = ['de-CH', 'pt-PT', 'en'] as const;
export type AnnouncementLanguage = (typeof ANNOUNCEMENT_LANGUAGES)[number];
export const ANNOUNCEMENT_BODY_MAX = 300;

export const AUDIENCES = ['all', 'station_regulars', 'inactive', 'near_level', 'at_risk'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** A station's regular: it is their favourite, or they washed there twice in this many days. */
export const REGULAR_WINDOW_DAYS = 60;
export const REGULAR_MIN_WASHES = 2;
/** Inactive: no wash (and no account younger than this) in this many days. */
export const INACTIVE_DAYS = 30;
/** Near the next level: at most this many points to go. */
export const NEAR_LEVEL_POINTS = 50;

/** The pages of the app an announcement may open (its optional link), by path. */
export const ANNOUNCEMENT_LINKS = [
  '/',
  '/add-wash',
  '/leaderboard',
  '/profile',
  '/levels',
  '/reviews',
  '/photos',
  '/badges',
  '/challenges',
  '/viral-features?tab=rewards',
  '/viral-features?tab=referral',
  '/viral-features?tab=chat',
] as const;
export type AnnouncementLink = (typeof ANNOUNCEMENT_LINKS)[number];

/**
 * The first points total of the next level for each level 1 … 99 (index level − 1): a
 * member is near the next level when this less their total is at most NEAR_LEVEL_POINTS.
 */
export function nextLevelThresholds(): number[] {
  const thresholds: number[] = [];
  for (let level = 1; level < MAX_LEVEL; level += 1) thresholds.push(levelMaxPoints(level) as number);
  return thresholds;
}

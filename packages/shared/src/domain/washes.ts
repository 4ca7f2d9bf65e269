import { levelWashBonus } from './levels';
import { zurichParts } from './zurich-time';

export const WASH_TYPES = ['standard', 'premium'] as const;
export type WashType = (typeof WASH_TYPES)[number];

export const BASE_POINTS: Record<WashType, number> = { standard: 15, premium: 25 };
export const MAX_WASHES_PER_DAY = 3;
export const OFF_PEAK_BONUS = 10;
export const WEEKEND_BONUS = 5;

export const SOCIAL_BONUS = { instagram: 15, tiktok: 20 } as const;
export type SocialPlatform = keyof typeof SOCIAL_BONUS;
export const GOOGLE_REVIEW_BONUS = 50;

export type WashBonus = 'off_peak' | 'weekend' | 'streak' | 'level';

/** Off-peak: before 09:00 or from 19:00 Zurich time (hour < 9 or hour > 18). */
export function isOffPeak(instant: Date): boolean {
  const { hour } = zurichParts(instant);
  return hour < 9 || hour > 18;
}

export function isWeekend(instant: Date): boolean {
  return zurichParts(instant).weekday >= 6;
}

/** Share of the running total a daily streak adds: 25 % for 3-6 days, 50 % from 7. */
export function streakBonusRate(streakDays: number): number {
  if (streakDays >= 7) return 0.5;
  if (streakDays >= 3) return 0.25;
  return 0;
}

export interface WashPointsInput {
  washType: WashType;
  /** When the wash is validated (the server's clock). */
  instant: Date;
  /** Daily streak counting this wash. */
  streakDays: number;
  /** The user's level before the wash. */
  levelBefore: number;
}

export interface WashPoints {
  points: number;
  bonuses: WashBonus[];
  breakdown: { base: number; offPeak: number; weekend: number; streak: number; level: number };
}

/** Points of one wash (docs/product.md, washes): the server's award and the add-wash preview. */
export function computeWashPoints({
  washType,
  instant,
  streakDays,
  levelBefore,
}: WashPointsInput): WashPoints {
  const bonuses: WashBonus[] = [];
  const base = BASE_POINTS[washType];
  const offPeak = isOffPeak(instant) ? OFF_PEAK_BONUS : 0;
  const weekend = isWeekend(instant) ? WEEKEND_BONUS : 0;
  if (offPeak) bonuses.push('off_peak');
  if (weekend) bonuses.push('weekend');
  const running = base + offPeak + weekend;
  const streak = Math.floor(running * streakBonusRate(streakDays));
  if (streak > 0) bonuses.push('streak');
  const level = levelWashBonus(levelBefore);
  if (level > 0) bonuses.push('level');
  return {
    points: running + streak + level,
    bonuses,
    breakdown: { base, offPeak, weekend, streak, level },
  };
}

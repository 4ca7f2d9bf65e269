import { applyCampaigns, type Campaign } from './campaigns';
import { levelWashBonus } from './levels';
import type { PointsScale } from './points-scale';
import { zurichParts } from './zurich-time';

export const WASH_TYPES = ['standard', 'premium'] as const;
export type WashType = (typeof WASH_TYPES)[number];

export const MAX_WASHES_PER_DAY = 3;

export const SOCIAL_PLATFORMS = ['instagram', 'tiktok'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** A confirmed share's bonus on this platform. */
export function shareBonus(platform: SocialPlatform, scale: PointsScale): number {
  return platform === 'instagram' ? scale.share_instagram : scale.share_tiktok;
}

export type WashBonus = 'off_peak' | 'weekend' | 'streak' | 'level' | 'campaign';

/** Off-peak: before 09:00 or from 19:00 Zurich time (hour < 9 or hour > 18). */
export function isOffPeakHour(zurichHour: number): boolean {
  return zurichHour < 9 || zurichHour > 18;
}

export function isOffPeak(instant: Date): boolean {
  return isOffPeakHour(zurichParts(instant).hour);
}

export function isWeekend(instant: Date): boolean {
  return zurichParts(instant).weekday >= 6;
}

/** Percent of the running total a daily streak adds: the scale's short rate for 3-6 days, its long rate from 7. */
export function streakBonusPercent(streakDays: number, scale: PointsScale): number {
  if (streakDays >= 7) return scale.streak_long_percent;
  if (streakDays >= 3) return scale.streak_short_percent;
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
  /** Where the wash took place (campaigns may cover some stations only). */
  station: string;
  /** The operator's points scale. */
  scale: PointsScale;
  /** The campaigns the operator set (those that cover this wash apply). */
  campaigns?: readonly Campaign[];
}

export interface WashPoints {
  points: number;
  bonuses: WashBonus[];
  breakdown: {
    base: number;
    offPeak: number;
    weekend: number;
    streak: number;
    level: number;
    campaign: number;
  };
  /** The campaigns that applied. */
  campaigns: { id: string; name: string }[];
}

/** Points of one wash (docs/product.md, washes): the server's award and the add-wash preview. */
export function computeWashPoints({
  washType,
  instant,
  streakDays,
  levelBefore,
  station,
  scale,
  campaigns = [],
}: WashPointsInput): WashPoints {
  const bonuses: WashBonus[] = [];
  const base = washType === 'premium' ? scale.wash_premium : scale.wash_standard;
  const offPeak = isOffPeak(instant) ? scale.off_peak : 0;
  const weekend = isWeekend(instant) ? scale.weekend : 0;
  if (offPeak) bonuses.push('off_peak');
  if (weekend) bonuses.push('weekend');
  const running = base + offPeak + weekend;
  const streak = Math.floor((running * streakBonusPercent(streakDays, scale)) / 100);
  if (streak > 0) bonuses.push('streak');
  const level = levelWashBonus(levelBefore);
  if (level > 0) bonuses.push('level');
  const beforeCampaigns = running + streak + level;
  const campaign = applyCampaigns(beforeCampaigns, campaigns, instant, station);
  if (campaign.extra > 0) bonuses.push('campaign');
  return {
    points: campaign.points,
    bonuses,
    breakdown: { base, offPeak, weekend, streak, level, campaign: campaign.extra },
    campaigns: campaign.applied,
  };
}

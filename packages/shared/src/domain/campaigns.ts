import { zurichParts } from './zurich-time';

/**
 * Campaigns (docs/product.md, the points economy): a time-boxed multiplier or bonus on wash
 * points that the operator sets — « ×2 à Saint-Blaise en semaine de 14:00 à 16:00 en
 * décembre », « +10 points par jour de pluie » started by hand. Pure rules: the server
 * passes the campaigns it read, the add-wash preview the ones the programme call gave.
 */

export const CAMPAIGN_KINDS = ['multiplier', 'bonus'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** However many campaigns run at once, a wash never earns more than this many times its points. */
export const MAX_CAMPAIGN_FACTOR = 3;
/** A multiplier is stored in percent: 150 = ×1.5, 300 = ×3. */
export const MULTIPLIER_PERCENT = { min: 110, max: 300 } as const;
export const CAMPAIGN_BONUS = { min: 1, max: 500 } as const;

export interface Campaign {
  id: string;
  name: string;
  kind: CampaignKind;
  /** Percent for a multiplier (200 = ×2), points for a bonus. */
  value: number;
  /** ISO instants: the campaign runs from `starts_at` (included) to `ends_at` (excluded). */
  starts_at: string;
  ends_at: string;
  /** Stations where it applies; empty: all. */
  stations: string[];
  /** ISO weekdays (1 = Monday … 7 = Sunday) where it applies; empty: every day. */
  weekdays: number[];
  /** Zurich minutes of the day, [from, to); both null: all day. */
  from_minute: number | null;
  to_minute: number | null;
}

/** Whether a wash at this instant and station falls within the campaign. */
export function campaignApplies(campaign: Campaign, instant: Date, station: string): boolean {
  const time = instant.getTime();
  if (time < Date.parse(campaign.starts_at) || time >= Date.parse(campaign.ends_at)) return false;
  if (campaign.stations.length > 0 && !(campaign.stations as string[]).includes(station)) return false;
  const parts = zurichParts(instant);
  if (campaign.weekdays.length > 0 && !campaign.weekdays.includes(parts.weekday)) return false;
  if (campaign.from_minute !== null && campaign.to_minute !== null) {
    const minute = parts.hour * 60 + parts.minute;
    if (minute < campaign.from_minute || minute >= campaign.to_minute) return false;
  }
  return true;
}

/** Whether the campaign is running at this instant somewhere (its date range only). */
export function campaignRunning(campaign: Campaign, instant: Date): boolean {
  const time = instant.getTime();
  return time >= Date.parse(campaign.starts_at) && time < Date.parse(campaign.ends_at);
}

export interface CampaignResult {
  /** The wash's points once the campaigns are applied. */
  points: number;
  /** What the campaigns added (0 when none applies). */
  extra: number;
  /** The campaigns that applied, by name, in the order given. */
  applied: { id: string; name: string }[];
}

/**
 * Applies the campaigns that cover a wash to its points: multipliers multiply together,
 * bonuses add, and the whole never exceeds MAX_CAMPAIGN_FACTOR times the points.
 */
export function applyCampaigns(
  points: number,
  campaigns: readonly Campaign[],
  instant: Date,
  station: string,
): CampaignResult {
  const applying = campaigns.filter((campaign) => campaignApplies(campaign, instant, station));
  if (applying.length === 0 || points <= 0) return { points, extra: 0, applied: [] };
  let factor = 1;
  let bonus = 0;
  for (const campaign of applying) {
    if (campaign.kind === 'multiplier') factor *= campaign.value / 100;
    else bonus += campaign.value;
  }
  const total = Math.min(MAX_CAMPAIGN_FACTOR * points, Math.floor(points * factor) + bonus);
  return {
    points: total,
    extra: total - points,
    applied: applying.map(({ id, name }) => ({ id, name })),
  };
}

/** How the campaign reads for a member: « ×2 », « +10 points ». */
export function campaignValueLabel(campaign: Pick<Campaign, 'kind' | 'value'>): string {
  if (campaign.kind === 'bonus') return `+${campaign.value} points`;
  const factor = campaign.value / 100;
  return `×${String(factor).replace('.', ',')}`;
}

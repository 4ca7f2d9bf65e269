import type { CampaignKind } from '@app/shared/domain/campaigns';
import type { adminCampaign, CampaignBody } from '@app/shared/schemas/campaigns';
import type { z } from 'zod';
import { adminText } from '../messages';
import { fromZurichInput, minuteToTime, timeToMinute, toZurichInput } from '../lib/zurich-input';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.campaigns;
export type AdminCampaign = z.infer<typeof adminCampaign>;

/** A campaign as the form edits it: the fields as typed, in Zurich time. */
export interface Draft {
  name: string;
  kind: CampaignKind;
  /** "2" or "1,5" for a multiplier, points for a bonus. */
  value: string;
  startsAt: string;
  endsAt: string;
  stations: string[];
  weekdays: number[];
  from: string;
  to: string;
}

export const emptyDraft: Draft = {
  name: '',
  kind: 'multiplier',
  value: '2',
  startsAt: '',
  endsAt: '',
  stations: [],
  weekdays: [],
  from: '',
  to: '',
};

export function draftOf(campaign: AdminCampaign): Draft {
  return {
    name: campaign.name,
    kind: campaign.kind,
    value:
      campaign.kind === 'multiplier'
        ? String(campaign.value / 100).replace('.', ',')
        : String(campaign.value),
    startsAt: toZurichInput(campaign.starts_at),
    endsAt: toZurichInput(campaign.ends_at),
    stations: campaign.stations,
    weekdays: campaign.weekdays,
    from: minuteToTime(campaign.from_minute),
    to: minuteToTime(campaign.to_minute),
  };
}

/** The body the API takes, or the French reason the draft cannot be sent. */
export function bodyOf(draft: Draft): CampaignBody | string {
  const number = Number(draft.value.replace(',', '.'));
  if (!Number.isFinite(number)) return words().invalidFactor;
  const endsAt = fromZurichInput(draft.endsAt);
  if (!endsAt) return words().invalidDate;
  const startsAt = draft.startsAt ? fromZurichInput(draft.startsAt) : undefined;
  if (startsAt === null) return words().invalidDate;
  return {
    name: draft.name,
    kind: draft.kind,
    value: draft.kind === 'multiplier' ? Math.round(number * 100) : Math.round(number),
    ...(startsAt ? { starts_at: startsAt } : {}),
    ends_at: endsAt,
    stations: draft.stations,
    weekdays: draft.weekdays,
    from_minute: timeToMinute(draft.from),
    to_minute: timeToMinute(draft.to),
  };
}

export function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((value) => value !== item) : [...list, item];
}

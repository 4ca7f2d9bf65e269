import type { Campaign } from '@app/shared/domain/campaigns';
import type { CampaignRow, CampaignTally } from './campaigns.repository';

/** A campaign as the rule, members' screens and the add-wash preview read it. */
export function presentCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind === 'bonus' ? 'bonus' : 'multiplier',
    value: row.value,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    stations: row.stations as string[],
    weekdays: row.weekdays,
    from_minute: row.fromMinute,
    to_minute: row.toMinute,
  };
}

/** The operator's view: who made it, and what it paid. */
export function presentAdminCampaign(row: CampaignRow, tally: CampaignTally | undefined) {
  return {
    ...presentCampaign(row),
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    washes: tally?.washes ?? 0,
    extra_points: tally?.extra_points ?? 0,
  };
}

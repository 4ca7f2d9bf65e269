import type { OpeningHours } from '@app/shared/domain/stations';
import { mediaUrl } from '../../lib/storage';
import type { StationRow } from './stations.directory';

/** The wash types a station offers: standard everywhere, premium where the operator says so. */
export function washTypesOf(row: Pick<StationRow, 'offersPremium'>): ('standard' | 'premium')[] {
  return row.offersPremium ? ['standard', 'premium'] : ['standard'];
}

/** A station as the app lists it: the display name falls back to the station's name. */
export function presentStation(row: StationRow) {
  return {
    id: row.id,
    name: row.name,
    google_review_url: row.googleReviewUrl,
    display_name: row.displayName ?? row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    hours: (row.hours as OpeningHours | null) ?? null,
    wash_types: washTypesOf(row),
    photo_url: row.photoKey ? mediaUrl(row.photoKey) : null,
    open: row.open,
    review_outside_hours: row.reviewOutsideHours,
    bays: row.bays,
  };
}

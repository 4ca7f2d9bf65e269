import type { StationRow } from './stations.directory';

/** A station as the app lists it: the display name falls back to the station's name. */
export function presentStation(row: StationRow) {
  return {
    id: row.id,
    name: row.name,
    google_review_url: row.googleReviewUrl,
    display_name: row.displayName ?? row.name,
    address: row.address,
  };
}

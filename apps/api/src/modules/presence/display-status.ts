import { and, count, isNotNull, isNull, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stationDisplays } from '../../db/schema';

export interface StationDisplayStatus {
  /** Paired displays that are not revoked. */
  live: number;
  /** The last time any of them was heard from (pairing or heartbeat). */
  lastSeenAt: Date | null;
}

/** Each station's paired displays and when one was last heard from, in one query. */
export async function displayStatusByStation(db: Executor): Promise<Map<string, StationDisplayStatus>> {
  const rows = await db
    .select({
      station: stationDisplays.station,
      live: count(),
      lastSeenAt: max(stationDisplays.lastSeenAt),
    })
    .from(stationDisplays)
    .where(and(isNotNull(stationDisplays.secret), isNull(stationDisplays.revokedAt)))
    .groupBy(stationDisplays.station);
  return new Map(
    rows.map((row) => [
      row.station,
      // Drivers differ: PGlite answers a Date, node-postgres an ISO text for an aggregate.
      { live: row.live, lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt) },
    ]),
  );
}

import { displayState } from '@app/shared/domain/presence';
import type { AdminSettings, StoredSettings } from '@app/shared/schemas/admin';
import { and, count, isNotNull, isNull, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stationDisplays } from '../../db/schema';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';

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

/** The settings with each station's displays: live, silent, or none (the stations' headers). */
export async function withDisplayStatus(
  db: Executor,
  settings: StoredSettings,
  now: Date,
): Promise<AdminSettings> {
  const displays = await displayStatusByStation(db);
  return {
    ...settings,
    stations: settings.stations.map((station) => {
      const status = displays.get(station.name);
      const lastSeenAt = status?.lastSeenAt ?? null;
      return {
        ...station,
        display: {
          state: status && status.live > 0 ? displayState(lastSeenAt, now) : 'none',
          live: status?.live ?? 0,
          last_seen_at: lastSeenAt?.toISOString() ?? null,
        },
      };
    }),
  };
}

/**
 * A station may start requiring the display's code only while one of its displays is live:
 * otherwise its customers would be asked for a code that no screen shows.
 */
export async function assertLiveDisplays(tx: Executor, stations: string[], now: Date): Promise<void> {
  const displays = await displayStatusByStation(tx);
  for (const station of stations)
    if (displayState(displays.get(station)?.lastSeenAt ?? null, now) !== 'live')
      throw new HttpError(400, messages.presence.noLiveDisplay({ station }));
}

import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import type { Database, Executor } from '../../db/client';
import { appSettings, stations } from '../../db/schema';
import { foldName } from '@app/shared/domain/stations';

export async function listStations(db: Executor) {
  return db.select().from(stations).orderBy(asc(stations.sortOrder));
}

export async function findStationByName(db: Executor, name: string) {
  const rows = await db.select().from(stations).where(eq(stations.name, name)).limit(1);
  return rows[0];
}

export async function stationNames(db: Executor): Promise<string[]> {
  return (await listStations(db)).map((station) => station.name);
}

export async function setReviewUrl(db: Executor, name: string, url: string): Promise<void> {
  await db.update(stations).set({ googleReviewUrl: url }).where(eq(stations.name, name));
}

const LEGACY_COPIED = 'stations.legacy_review_urls_copied';

/** A station's name as an environment variable's suffix: "Saint-Blaise" → "SAINT_BLAISE". */
export function environmentSuffix(name: string): string {
  return foldName(name)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * Copies an earlier release's `GOOGLE_REVIEW_URL_<STATION>` values into their stations, once
 * for the database's life (the first instance to start after the upgrade; later starts, and
 * instances starting beside it, find the mark and leave the operator's links alone).
 * Returns the names of the stations it changed.
 */
export async function copyLegacyReviewUrlsOnce(
  db: Database,
  urls: Record<string, string>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(appSettings)
      .values({ key: LEGACY_COPIED, value: Object.keys(urls) })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (marked.length === 0) return [];
    const changed: string[] = [];
    for (const station of await listStations(tx)) {
      const url = urls[environmentSuffix(station.name)];
      if (url === undefined || url === station.googleReviewUrl) continue;
      await setReviewUrl(tx, station.name, url);
      changed.push(station.name);
    }
    return changed;
  });
}

/** An open station by its name or its id (a wash may name either), or undefined. */
export async function findOpenStation(db: Executor, nameOrId: string) {
  const rows = await db
    .select()
    .from(stations)
    .where(and(eq(stations.open, true), or(eq(stations.name, nameOrId), eq(stations.id, nameOrId))))
    .limit(1);
  return rows[0];
}

/** The station a wash names (its name, the spec's, or its id); a closed or unknown one is refused. */
export async function stationForWash(db: Executor, nameOrId: string) {
  const station = await findOpenStation(db, nameOrId);
  if (station) return station;
  const closed = await findStationByName(db, nameOrId);
  throw new HttpError(400, closed ? messages.stations.closed : messages.washes.unknownStation);
}

/**
 * Refuses (400, with the caller's sentence) a station name that is not one of the open
 * stations: schemas check only the shape, since the list is the operator's data.
 */
export async function assertOpenStation(db: Executor, name: string, refusal: string): Promise<void> {
  const rows = await db
    .select({ name: stations.name })
    .from(stations)
    .where(and(eq(stations.open, true), eq(stations.name, name)))
    .limit(1);
  if (rows.length === 0) throw new HttpError(400, refusal);
}

/**
 * Refuses (400) names that are no station at all, open or closed: the admin's filters and
 * campaigns offer closed stations too (marked « fermée »).
 */
export async function assertKnownStations(
  db: Executor,
  names: readonly string[],
  refusal: string,
): Promise<void> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return;
  const rows = await db.select({ name: stations.name }).from(stations).where(inArray(stations.name, wanted));
  if (rows.length !== wanted.length) throw new HttpError(400, refusal);
}

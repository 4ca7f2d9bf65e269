import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stations } from '../../db/schema';

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

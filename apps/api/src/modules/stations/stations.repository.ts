import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stations } from '../../db/schema';

export async function listStations(db: Executor) {
  return db.select().from(stations).orderBy(asc(stations.sortOrder));
}

export async function setReviewUrl(db: Executor, name: string, url: string): Promise<void> {
  await db.update(stations).set({ googleReviewUrl: url }).where(eq(stations.name, name));
}

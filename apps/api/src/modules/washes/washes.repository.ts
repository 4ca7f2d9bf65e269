import { and, eq, gt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, washes } from '../../db/schema';

export type WashRow = typeof washes.$inferSelect;

export async function stationsUsedOn(db: Executor, userId: string, day: string): Promise<string[]> {
  const rows = await db
    .select({ station: washes.station })
    .from(washes)
    .where(and(eq(washes.userId, userId), eq(washes.day, day)));
  return rows.map((row) => row.station);
}

/** Hashes of washes since `since` that share at least one 16-bit band with the given hash. */
export async function hashesSharingABand(
  db: Executor,
  bands: readonly [number, number, number, number],
  since: Date,
): Promise<string[]> {
  const rows = await db
    .select({ hash: washes.photoHash })
    .from(washes)
    .where(
      and(
        gt(washes.createdAt, since),
        or(
          eq(washes.hashBand0, bands[0]),
          eq(washes.hashBand1, bands[1]),
          eq(washes.hashBand2, bands[2]),
          eq(washes.hashBand3, bands[3]),
        ),
      ),
    );
  return rows.map((row) => row.hash);
}

/** Locks the user's row for the rest of the transaction: washes of one user run one at a time. */
export async function lockUser(tx: Executor, userId: string) {
  const rows = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return rows[0];
}

export async function insertWash(tx: Executor, values: typeof washes.$inferInsert): Promise<void> {
  await tx.insert(washes).values(values);
}

export async function findOwnWash(
  db: Executor,
  washId: string,
  userId: string,
): Promise<WashRow | undefined> {
  const rows = await db
    .select()
    .from(washes)
    .where(and(eq(washes.id, washId), eq(washes.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function markShared(tx: Executor, washId: string, platform: string): Promise<void> {
  await tx.update(washes).set({ socialShared: true, socialPlatform: platform }).where(eq(washes.id, washId));
}

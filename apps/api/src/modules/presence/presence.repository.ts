import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { presenceUses, stationDisplays } from '../../db/schema';

export type DisplayRow = typeof stationDisplays.$inferSelect;

export async function insertDisplay(db: Executor, values: typeof stationDisplays.$inferInsert) {
  const [row] = await db.insert(stationDisplays).values(values).returning();
  return row!;
}

export function displaysOf(db: Executor, station: string) {
  return db
    .select()
    .from(stationDisplays)
    .where(eq(stationDisplays.station, station))
    .orderBy(asc(stationDisplays.createdAt), asc(stationDisplays.id));
}

export async function findDisplay(db: Executor, id: string): Promise<DisplayRow | undefined> {
  const [row] = await db.select().from(stationDisplays).where(eq(stationDisplays.id, id));
  return row;
}

/** The display row locked for the rest of the transaction (pairing, the per-step cap). */
export async function lockDisplay(tx: Executor, id: string): Promise<DisplayRow | undefined> {
  const [row] = await tx.select().from(stationDisplays).where(eq(stationDisplays.id, id)).for('update');
  return row;
}

export async function lockDisplayByPairing(tx: Executor, codeHash: string): Promise<DisplayRow | undefined> {
  const [row] = await tx
    .select()
    .from(stationDisplays)
    .where(eq(stationDisplays.pairingCodeHash, codeHash))
    .for('update');
  return row;
}

export async function updateDisplay(
  db: Executor,
  id: string,
  values: Partial<typeof stationDisplays.$inferInsert>,
) {
  const [row] = await db.update(stationDisplays).set(values).where(eq(stationDisplays.id, id)).returning();
  return row;
}

/** The displays whose codes count at a station: paired and not revoked. */
export function liveDisplaysOf(db: Executor, station: string) {
  return db
    .select()
    .from(stationDisplays)
    .where(
      and(
        eq(stationDisplays.station, station),
        isNotNull(stationDisplays.secret),
        isNull(stationDisplays.revokedAt),
      ),
    );
}

/** How many members used a display's code step, and whether this member is one of them. */
export async function stepUsers(tx: Executor, displayId: string, step: number) {
  const rows = await tx
    .select({ userId: presenceUses.userId })
    .from(presenceUses)
    .where(and(eq(presenceUses.displayId, displayId), eq(presenceUses.step, step)));
  return rows.map((row) => row.userId);
}

export async function recordUse(tx: Executor, displayId: string, step: number, userId: string, now: Date) {
  await tx.insert(presenceUses).values({ displayId, step, userId, createdAt: now }).onConflictDoNothing();
}

export async function countUses(db: Executor, displayId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(presenceUses)
    .where(eq(presenceUses.displayId, displayId));
  return row?.value ?? 0;
}

import type { AdminPhotosFilters } from '@app/shared/schemas/gallery';
import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pageOf } from '../../db/paging';
import { containing } from '../../db/patterns';
import { pointsLedger, users, washes } from '../../db/schema';

const photoColumns = {
  id: washes.id,
  photoKey: washes.photoKey,
  thumbKey: washes.thumbKey,
  station: washes.station,
  createdAt: washes.createdAt,
  pointsEarned: washes.pointsEarned,
  washType: washes.washType,
  socialShared: washes.socialShared,
  socialPlatform: washes.socialPlatform,
  userId: washes.userId,
  userName: users.name,
  userPseudo: users.pseudo,
  userEmail: users.email,
  userLevel: users.level,
};

/** Washes of members who show their photos, newest first (docs/product.md, privacy). */
export function galleryPage(db: Executor, limit: number, skip: number) {
  const visible = eq(users.showInGallery, true);
  return pageOf(
    db
      .select(photoColumns)
      .from(washes)
      .innerJoin(users, eq(users.id, washes.userId))
      .where(visible)
      .orderBy(desc(washes.createdAt), desc(washes.id))
      .limit(limit)
      .offset(skip),
    db.select({ value: count() }).from(washes).innerJoin(users, eq(users.id, washes.userId)).where(visible),
  );
}

/** Every wash photo for the operator, newest first, narrowed by the tab's filters. */
export function allPhotosPage(db: Executor, limit: number, skip: number, filters: AdminPhotosFilters = {}) {
  const pattern = filters.q ? containing(filters.q) : null;
  const where = and(
    filters.station ? eq(washes.station, filters.station) : undefined,
    filters.member ? eq(washes.userId, filters.member) : undefined,
    pattern
      ? or(ilike(users.name, pattern), ilike(users.pseudo, pattern), ilike(users.email, pattern))
      : undefined,
    filters.from ? gte(washes.day, filters.from) : undefined,
    filters.to ? lte(washes.day, filters.to) : undefined,
  );
  return pageOf(
    db
      .select(photoColumns)
      .from(washes)
      .innerJoin(users, eq(users.id, washes.userId))
      .where(where)
      .orderBy(desc(washes.createdAt), desc(washes.id))
      .limit(limit)
      .offset(skip),
    db.select({ value: count() }).from(washes).innerJoin(users, eq(users.id, washes.userId)).where(where),
  );
}

export type PhotoRow = Awaited<ReturnType<typeof galleryPage>>['rows'][number];

/** Whether a member's wash photos are shown to other members. */
export async function showsInGallery(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ show: users.showInGallery }).from(users).where(eq(users.id, userId));
  return row?.show ?? false;
}

export async function lockWash(tx: Executor, washId: string) {
  const [row] = await tx
    .select({
      id: washes.id,
      userId: washes.userId,
      station: washes.station,
      photoKey: washes.photoKey,
      thumbKey: washes.thumbKey,
      createdAt: washes.createdAt,
    })
    .from(washes)
    .where(eq(washes.id, washId))
    .for('update');
  return row;
}

/** The points a wash brought: its own ledger row and its share bonus. */
export async function pointsOfWash(tx: Executor, washId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
    .from(pointsLedger)
    .where(inArray(pointsLedger.idempotencyKey, [`wash:${washId}`, `share:${washId}`]));
  return row?.total ?? 0;
}

export async function deleteWash(tx: Executor, washId: string): Promise<void> {
  await tx.delete(washes).where(eq(washes.id, washId));
}

/** One wash fewer on the member's count (a removed photo), never below zero. */
export async function uncountWash(tx: Executor, userId: string) {
  const [user] = await tx
    .update(users)
    .set({ totalWashes: sql`greatest(${users.totalWashes} - 1, 0)` })
    .where(eq(users.id, userId))
    .returning({ name: users.name });
  return user;
}

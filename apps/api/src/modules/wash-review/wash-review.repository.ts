import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stations, users, washes } from '../../db/schema';

/** How many flagged washes the tab shows at once, newest first. */
const REVIEW_LIMIT = 200;

/** Washes the operator should look at: flagged when recorded, not decided yet. */
export function washesToReview(db: Executor) {
  return db
    .select({
      id: washes.id,
      userId: washes.userId,
      userName: users.name,
      station: washes.station,
      createdAt: washes.createdAt,
      photoKey: washes.photoKey,
      thumbKey: washes.thumbKey,
      pointsEarned: washes.pointsEarned,
      verified: washes.verified,
      capturedOffline: washes.capturedOffline,
      reviewReason: washes.reviewReason,
      latitude: washes.latitude,
      longitude: washes.longitude,
      stationLatitude: stations.latitude,
      stationLongitude: stations.longitude,
    })
    .from(washes)
    .innerJoin(users, eq(users.id, washes.userId))
    .innerJoin(stations, eq(stations.name, washes.station))
    .where(and(isNotNull(washes.reviewReason), isNull(washes.reviewedAt)))
    .orderBy(desc(washes.createdAt), desc(washes.id))
    .limit(REVIEW_LIMIT);
}

export type WashToReviewRow = Awaited<ReturnType<typeof washesToReview>>[number];

const flaggedColumns = {
  id: washes.id,
  userId: washes.userId,
  station: washes.station,
  reason: washes.reviewReason,
  reviewedAt: washes.reviewedAt,
  createdAt: washes.createdAt,
};

export async function findFlaggedWash(db: Executor, washId: string) {
  const [row] = await db.select(flaggedColumns).from(washes).where(eq(washes.id, washId));
  return row;
}

export async function lockFlaggedWash(tx: Executor, washId: string) {
  const [row] = await tx.select(flaggedColumns).from(washes).where(eq(washes.id, washId)).for('update');
  return row;
}

export async function markReviewed(tx: Executor, washId: string, now: Date) {
  await tx.update(washes).set({ reviewedAt: now }).where(eq(washes.id, washId));
}

import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { SAME_PICTURE_DISTANCE } from '../../photo-judgement';
import type { Executor } from '../../db/client';
import { photoFingerprints, stations, users, washes } from '../../db/schema';

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
      reviewReasons: washes.reviewReasons,
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

/**
 * For each wash flagged for a photo close to an earlier one: that earlier wash (the closest
 * of the fingerprints still kept, the latest on a tie), with its member, station and time.
 * Band-index lookups, as when the wash was recorded; a wash whose match is gone (removed,
 * older than the month kept) has none.
 */
export async function earlierSimilarWashes(db: Executor, washIds: string[]) {
  if (washIds.length === 0) return [];
  const mine = sql`mine`;
  const result = (await db.execute(sql`
    SELECT DISTINCT ON (${mine}.wash_id) ${mine}.wash_id, w.id, w.user_id, u.name AS user_name,
           w.station, w.created_at, w.photo_key, w.thumb_key
    FROM ${photoFingerprints} ${mine}
    JOIN ${photoFingerprints} other
      ON other.wash_id <> ${mine}.wash_id
     AND other.created_at <= ${mine}.created_at
     AND (other.band0 = ${mine}.band0 OR other.band1 = ${mine}.band1 OR other.band2 = ${mine}.band2
          OR other.band3 = ${mine}.band3 OR other.band4 = ${mine}.band4)
     AND bit_count((other.hash # ${mine}.hash)::bit(64)) <= ${SAME_PICTURE_DISTANCE}
    JOIN ${washes} w ON w.id = other.wash_id
    JOIN ${users} u ON u.id = w.user_id
    WHERE ${mine}.wash_id IN (${sql.join(
      washIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    ORDER BY ${mine}.wash_id, bit_count((other.hash # ${mine}.hash)::bit(64)), other.created_at DESC`)) as unknown as {
    rows: {
      wash_id: string;
      id: string;
      user_id: string;
      user_name: string;
      station: string;
      created_at: string | Date;
      photo_key: string;
      thumb_key: string;
    }[];
  };
  return result.rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

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

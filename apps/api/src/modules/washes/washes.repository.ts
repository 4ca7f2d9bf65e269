import { createHash } from 'node:crypto';
import { and, desc, eq, gt, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { hashBands } from '../../photo-judgement';
import type { Executor } from '../../db/client';
import { photoFingerprints, washes } from '../../db/schema';
import { REVIEW_REASONS_BY_SERIOUSNESS } from '@app/shared/domain/fair-play';
import type { WashReviewReason } from '@app/shared/schemas/wash-review';

export type WashRow = typeof washes.$inferSelect;

export async function washesOn(db: Executor, userId: string, day: string) {
  return db
    .select({ station: washes.station, dailyIndex: washes.dailyIndex })
    .from(washes)
    .where(and(eq(washes.userId, userId), eq(washes.day, day)));
}

export async function stationsUsedOn(db: Executor, userId: string, day: string): Promise<string[]> {
  return (await washesOn(db, userId, day)).map((row) => row.station);
}

/**
 * A PostgreSQL array literal of integers, '{1,2,3}': one parameter for a list. Our own
 * numbers (hashes, bands, lock keys), never a member's text.
 */
const integerArray = (values: Iterable<number | bigint>) => `{${[...values].join(',')}}`;

/** The photo registry's advisory locks: [namespace, key] pairs, apart from every other lock. */
const BAND_LOCKS = 731_204_518;
const VISITOR_LOCKS = 731_204_519;

/** A signed 32-bit key for a text (the lock's second half). */
function textKey(text: string): number {
  return createHash('sha256').update(text).digest().readInt32BE(0);
}

/**
 * The locks a wash takes before it compares and records its photo, sorted (two washes
 * always take shared locks in the same order, so they never wait for each other in a
 * circle): one per band of each of its hashes, since the check only finds photos sharing
 * a band (matchFingerprints), and one per device and per address at the station, which
 * the several-accounts check compares. Two washes that could see each other take a
 * common lock and pass one after the other; any other washes pass side by side.
 */
export function photoRegistryLocks(wash: {
  hashes: readonly bigint[];
  station: string;
  deviceId: string | null;
  addressHash: string;
}): [number, number][] {
  const bands = new Set<number>();
  for (const hash of wash.hashes) hashBands(hash).forEach((band, index) => bands.add(index * 0x2000 + band));
  const visitors = [`address:${wash.station}:${wash.addressHash}`];
  if (wash.deviceId) visitors.push(`device:${wash.station}:${wash.deviceId}`);
  const locks: [number, number][] = [
    ...[...bands].map((key): [number, number] => [BAND_LOCKS, key]),
    ...visitors.map((visitor): [number, number] => [VISITOR_LOCKS, textKey(visitor)]),
  ];
  return locks
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .filter(
      (lock, index, all) => index === 0 || lock[0] !== all[index - 1]![0] || lock[1] !== all[index - 1]![1],
    );
}

/**
 * Holds, until the transaction ends, the photo registry's locks of this wash
 * (photoRegistryLocks): a copy sent at the same moment (any user, any instance), or a
 * wash from the same phone or address, sees this one's rows, or this one sees its.
 */
export async function lockPhotoRegistry(
  tx: Executor,
  wash: Parameters<typeof photoRegistryLocks>[0],
): Promise<void> {
  const locks = photoRegistryLocks(wash);
  // unnest keeps the arrays' order.
  const spaces = integerArray(locks.map((lock) => lock[0]));
  const keys = integerArray(locks.map((lock) => lock[1]));
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(space, key) FROM unnest(${spaces}::int[], ${keys}::int[]) AS lock(space, key)`,
  );
}

const BAND_COLUMNS = [
  photoFingerprints.band0,
  photoFingerprints.band1,
  photoFingerprints.band2,
  photoFingerprints.band3,
  photoFingerprints.band4,
];

/**
 * Rows sharing a band with one of `hashes`: what the band indexes find. `= ANY(array)` is
 * what PostgreSQL makes of `IN (…)`, the same plan; one parameter a column, where drizzle
 * built one a value (the three queries of a wash took 2.5 ms of the event loop to build).
 */
function sharingABand(hashes: readonly bigint[]) {
  const bands = hashes.map(hashBands);
  const conditions = BAND_COLUMNS.map(
    (column, index) =>
      sql`${column} = ANY(${integerArray(new Set(bands.map((band) => band[index] as number)))}::int[])`,
  );
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * Rows within `distance` bits of one of `hashes`. The hashes (bigints) and the distance (an
 * integer) are written into the statement, for the same reason.
 */
function within(hashes: readonly bigint[], distance: number) {
  const limit = Math.trunc(distance);
  const conditions = hashes.map(
    (hash) => `bit_count(("photo_fingerprints"."hash" # (${BigInt(hash)})::bigint)::bit(64)) <= ${limit}`,
  );
  return sql.raw(`(${conditions.join(' or ')})`);
}

/**
 * How a new photo matches the fingerprints kept since `since`: `near` when any is within
 * `distance` bits of a candidate (a copy, a crop, a slight rotation), `same` when the match
 * is the whole of an earlier photo against the whole of this one in one of its 8
 * orientations (the same picture re-encoded, resized or mirrored). Rows sharing a band
 * with a candidate come from the band indexes; the distance is then checked on those few.
 */
export async function matchFingerprints(
  db: Executor,
  candidates: { all: readonly bigint[]; whole: readonly bigint[] },
  since: Date,
  distance: number,
  /** Whose wash this is: `nearOthers` counts the close photos of anyone else. */
  userId: string,
): Promise<{ near: boolean; same: boolean; nearOthers: boolean }> {
  // A count, not LIMIT 1: with a limit the planner bets on a sequential scan finding a
  // row early, and reads the whole month when there is none (230 ms at 1M rows, not 16).
  const [row] = await db
    .select({
      near: sql<number>`count(*)`.mapWith(Number),
      same: sql<number>`count(*) filter (where ${photoFingerprints.whole} and ${within(candidates.whole, distance)})`.mapWith(
        Number,
      ),
      // A photo whose wash is gone (removed, its account deleted) is nobody's own.
      others:
        sql<number>`count(*) filter (where not exists (select 1 from ${washes} where ${washes.id} = ${photoFingerprints.washId} and ${washes.userId} = ${userId}))`.mapWith(
          Number,
        ),
    })
    .from(photoFingerprints)
    .where(
      and(
        sharingABand(candidates.all),
        gt(photoFingerprints.createdAt, since),
        within(candidates.all, distance),
      ),
    );
  return { near: (row?.near ?? 0) > 0, same: (row?.same ?? 0) > 0, nearOthers: (row?.others ?? 0) > 0 };
}

/**
 * The earlier washes whose whole photo is within `distance` bits of a candidate (at most
 * `limit`, newest first), with their photo: a close hash is then checked on the pictures.
 */
export async function washesWithCloseWholePhoto(
  db: Executor,
  hashes: readonly bigint[],
  since: Date,
  distance: number,
  limit: number,
) {
  return db
    .select({ washId: photoFingerprints.washId, photoKey: washes.photoKey })
    .from(photoFingerprints)
    .leftJoin(washes, eq(washes.id, photoFingerprints.washId))
    .where(
      and(
        eq(photoFingerprints.whole, true),
        sharingABand(hashes),
        gt(photoFingerprints.createdAt, since),
        within(hashes, distance),
      ),
    )
    .orderBy(desc(photoFingerprints.id))
    .limit(limit);
}

export async function insertFingerprints(
  tx: Executor,
  washId: string,
  hashes: readonly bigint[],
  createdAt: Date,
): Promise<void> {
  if (hashes.length === 0) return;
  const bands = hashes.map(hashBands);
  const column = (index: number) => integerArray(bands.map((band) => band[index] as number));
  // One array a column rather than nine parameters a row (drizzle's build cost, above); the
  // first is the whole photo's own (images.ts), the rest its variants, in that order.
  await tx.execute(sql`
    INSERT INTO ${photoFingerprints} (wash_id, hash, band0, band1, band2, band3, band4, whole, created_at)
    SELECT ${washId}::uuid, f.hash, f.band0, f.band1, f.band2, f.band3, f.band4, f.position = 1,
           ${createdAt.toISOString()}::timestamptz
    FROM unnest(${integerArray(hashes)}::bigint[], ${column(0)}::int[], ${column(1)}::int[],
                ${column(2)}::int[], ${column(3)}::int[], ${column(4)}::int[])
         WITH ORDINALITY AS f(hash, band0, band1, band2, band3, band4, position)
    ORDER BY f.position`);
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

export async function findWashById(db: Executor, washId: string): Promise<WashRow | undefined> {
  const [row] = await db.select().from(washes).where(eq(washes.id, washId));
  return row;
}

export async function setReceipt(tx: Executor, washId: string, receipt: unknown): Promise<void> {
  await tx.update(washes).set({ receipt }).where(eq(washes.id, washId));
}

/** The window in which washes of several accounts from one phone or address are listed. */
export const SEVERAL_ACCOUNTS_WINDOW_MS = 10 * 60_000;

/**
 * Washes of other accounts at the station, within 10 minutes of `at`, from the same phone
 * (the app's random id) or the same address: one person washing for puppets.
 */
export async function otherAccountsNearby(
  tx: Executor,
  wash: { userId: string; station: string; deviceId: string | null; addressHash: string; at: Date },
): Promise<string[]> {
  const from = new Date(wash.at.getTime() - SEVERAL_ACCOUNTS_WINDOW_MS);
  const to = new Date(wash.at.getTime() + SEVERAL_ACCOUNTS_WINDOW_MS);
  const rows = await tx
    .select({ id: washes.id })
    .from(washes)
    .where(
      and(
        eq(washes.station, wash.station),
        ne(washes.userId, wash.userId),
        gte(washes.createdAt, from),
        lte(washes.createdAt, to),
        wash.deviceId
          ? or(eq(washes.deviceId, wash.deviceId), eq(washes.addressHash, wash.addressHash))
          : eq(washes.addressHash, wash.addressHash),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Lists these washes for the operator with `reason` too: added to their reasons, which stay
 * ordered by seriousness, the first being the one they are listed under.
 */
export async function flagForReview(tx: Executor, ids: string[], reason: WashReviewReason): Promise<void> {
  if (ids.length === 0) return;
  const order = sql`ARRAY[${sql.join(
    REVIEW_REASONS_BY_SERIOUSNESS.map((known) => sql`${known}`),
    sql`, `,
  )}]::text[]`;
  const reasons = sql`(SELECT array_agg(r ORDER BY coalesce(array_position(${order}, r), 99))
    FROM unnest(array_append(array_remove(${washes.reviewReasons}, ${reason}::text), ${reason}::text)) AS r)`;
  await tx
    .update(washes)
    .set({ reviewReasons: reasons, reviewReason: sql`(${reasons})[1]` })
    .where(and(inArray(washes.id, ids), isNull(washes.reviewedAt)));
}

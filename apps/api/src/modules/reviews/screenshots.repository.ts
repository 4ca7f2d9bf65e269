import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pointsLedger, reviewSubmissions, screenshotFingerprints, users } from '../../db/schema';

export type SubmissionRow = typeof reviewSubmissions.$inferSelect;

/** Serialises screenshot registrations (any user, any instance) for the duplicate check. */
export async function lockScreenshotRegistry(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('review_screenshots'))`);
}

export async function hasLedgerKey(db: Executor, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(eq(pointsLedger.idempotencyKey, key))
    .limit(1);
  return rows.length > 0;
}

export async function hasPending(db: Executor, userId: string, station: string): Promise<boolean> {
  const rows = await db
    .select({ id: reviewSubmissions.id })
    .from(reviewSubmissions)
    .where(
      and(
        eq(reviewSubmissions.userId, userId),
        eq(reviewSubmissions.station, station),
        eq(reviewSubmissions.status, 'pending'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Every screenshot hash ever submitted, whoever sent it and whether the account remains. */
export async function allHashes(db: Executor): Promise<bigint[]> {
  const rows = await db.select({ hash: screenshotFingerprints.hash }).from(screenshotFingerprints);
  return rows.map((row) => row.hash);
}

export async function insertSubmission(db: Executor, values: typeof reviewSubmissions.$inferInsert) {
  const [row] = await db.insert(reviewSubmissions).values(values).returning();
  await db
    .insert(screenshotFingerprints)
    .values({ hash: values.screenshotHash, createdAt: values.submittedAt });
  return row as SubmissionRow;
}

export function listOwn(db: Executor, userId: string) {
  return db
    .select()
    .from(reviewSubmissions)
    .where(eq(reviewSubmissions.userId, userId))
    .orderBy(desc(reviewSubmissions.submittedAt));
}

export function listPending(db: Executor) {
  return db
    .select({
      id: reviewSubmissions.id,
      station: reviewSubmissions.station,
      screenshotKey: reviewSubmissions.screenshotKey,
      submittedAt: reviewSubmissions.submittedAt,
      userName: users.name,
      userEmail: users.email,
    })
    .from(reviewSubmissions)
    .innerJoin(users, eq(users.id, reviewSubmissions.userId))
    .where(eq(reviewSubmissions.status, 'pending'))
    .orderBy(asc(reviewSubmissions.submittedAt));
}

export async function findSubmission(db: Executor, id: string) {
  const [row] = await db.select().from(reviewSubmissions).where(eq(reviewSubmissions.id, id));
  return row;
}

/**
 * Decides a pending submission: the row changes only if it is still pending, so of two
 * admins deciding at once one gets the row and the other nothing (then a 409).
 */
export async function decide(
  tx: Executor,
  id: string,
  values: { status: 'approved' | 'rejected'; decidedBy: string; decidedAt: Date; adminNotes: string | null },
) {
  const [row] = await tx
    .update(reviewSubmissions)
    .set(values)
    .where(and(eq(reviewSubmissions.id, id), eq(reviewSubmissions.status, 'pending')))
    .returning();
  return row;
}

export async function setPointsEarned(tx: Executor, id: string, points: number): Promise<void> {
  await tx.update(reviewSubmissions).set({ pointsEarned: points }).where(eq(reviewSubmissions.id, id));
}

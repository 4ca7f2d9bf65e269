import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rewardCodes, rewards, rewardUnlocks, users } from '../../db/schema';

export type RewardRow = typeof rewards.$inferSelect;
export type NewReward = typeof rewards.$inferInsert;

const ORDER = [asc(rewards.requiredLevel), asc(rewards.requiredPoints), asc(rewards.partnerName)];

export function listActiveRewards(db: Executor): Promise<RewardRow[]> {
  return db
    .select()
    .from(rewards)
    .where(eq(rewards.active, true))
    .orderBy(...ORDER);
}

export function listAllRewards(db: Executor): Promise<RewardRow[]> {
  return db
    .select()
    .from(rewards)
    .orderBy(...ORDER);
}

export async function insertReward(db: Executor, values: NewReward): Promise<RewardRow> {
  const [row] = await db.insert(rewards).values(values).returning();
  return row as RewardRow;
}

export async function updateReward(db: Executor, id: string, values: Partial<NewReward>) {
  const [row] = await db.update(rewards).set(values).where(eq(rewards.id, id)).returning();
  return row;
}

export async function deleteReward(db: Executor, id: string) {
  const [row] = await db.delete(rewards).where(eq(rewards.id, id)).returning();
  return row;
}

/**
 * Records the active rewards a user now reaches and had not reached before; answers
 * those (one statement: none in the usual case).
 */
export async function recordNewUnlocks(
  db: Executor,
  userId: string,
  standing: { level: number; totalPoints: number },
  now: Date,
): Promise<{ partnerName: string; discountPercentage: number; id: string }[]> {
  const reached = db
    .select({
      userId: sql`${userId}::uuid`.as('user_id'),
      rewardId: rewards.id,
      unlockedAt: sql`${now.toISOString()}::timestamptz`.as('unlocked_at'),
    })
    .from(rewards)
    .where(
      and(
        eq(rewards.active, true),
        lte(rewards.requiredLevel, standing.level),
        lte(rewards.requiredPoints, standing.totalPoints),
      ),
    );
  const inserted = await db
    .insert(rewardUnlocks)
    .select(reached)
    .onConflictDoNothing()
    .returning({ rewardId: rewardUnlocks.rewardId });
  if (inserted.length === 0) return [];
  const ids = new Set(inserted.map((row) => row.rewardId));
  const rows = await db
    .select({
      id: rewards.id,
      partnerName: rewards.partnerName,
      discountPercentage: rewards.discountPercentage,
    })
    .from(rewards)
    .where(inArray(rewards.id, [...ids]));
  return rows;
}

/** Each reward with the codes used at its partner (the admin tab's count). */
export function redemptionCounts(db: Executor): Promise<{ rewardId: string; used: number }[]> {
  return db
    .select({ rewardId: rewardCodes.rewardId, used: count() })
    .from(rewardCodes)
    .where(isNotNull(rewardCodes.usedAt))
    .groupBy(rewardCodes.rewardId);
}

/** How many codes of each reward a member has used. */
export async function usesOf(db: Executor, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ rewardId: rewardCodes.rewardId, used: count() })
    .from(rewardCodes)
    .where(and(eq(rewardCodes.userId, userId), isNotNull(rewardCodes.usedAt)))
    .groupBy(rewardCodes.rewardId);
  return new Map(rows.map((row) => [row.rewardId, row.used]));
}

export async function findReward(db: Executor, id: string): Promise<RewardRow | undefined> {
  const [row] = await db.select().from(rewards).where(eq(rewards.id, id));
  return row;
}

/** The member's standing read under a lock: two cards or two uses of one member run one after the other. */
export async function lockMember(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, level: users.level, totalPoints: users.totalPoints })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function usedCount(tx: Executor, userId: string, rewardId: string): Promise<number> {
  return tx.$count(
    rewardCodes,
    and(eq(rewardCodes.userId, userId), eq(rewardCodes.rewardId, rewardId), isNotNull(rewardCodes.usedAt)),
  );
}

/** A new card replaces the member's unused ones for the same reward. */
export async function replaceCode(
  tx: Executor,
  values: { code: string; rewardId: string; userId: string; expiresAt: Date; createdAt: Date },
) {
  await tx
    .delete(rewardCodes)
    .where(
      and(
        eq(rewardCodes.userId, values.userId),
        eq(rewardCodes.rewardId, values.rewardId),
        isNull(rewardCodes.usedAt),
      ),
    );
  const [row] = await tx.insert(rewardCodes).values(values).onConflictDoNothing().returning();
  return row;
}

/** A code with its reward and member, as the partner's page checks it. */
export async function findCode(db: Executor, code: string) {
  const [row] = await db
    .select({
      id: rewardCodes.id,
      code: rewardCodes.code,
      userId: rewardCodes.userId,
      expiresAt: rewardCodes.expiresAt,
      usedAt: rewardCodes.usedAt,
      memberName: users.name,
      reward: rewards,
    })
    .from(rewardCodes)
    .innerJoin(rewards, eq(rewards.id, rewardCodes.rewardId))
    .innerJoin(users, eq(users.id, rewardCodes.userId))
    .where(eq(rewardCodes.code, code));
  return row;
}

/** Marks a code used if it still is unused and valid: at most one caller ever gets a row back. */
export async function useCode(tx: Executor, id: string, now: Date) {
  const [row] = await tx
    .update(rewardCodes)
    .set({ usedAt: now })
    .where(and(eq(rewardCodes.id, id), isNull(rewardCodes.usedAt), gt(rewardCodes.expiresAt, now)))
    .returning({ usedAt: rewardCodes.usedAt });
  return row;
}

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rewards, rewardUnlocks } from '../../db/schema';

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

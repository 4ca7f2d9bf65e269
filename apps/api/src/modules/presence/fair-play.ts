import { washesFarEnoughApart } from '@app/shared/domain/fair-play';
import { and, eq, gte, lt, max, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stations, washes } from '../../db/schema';

/**
 * Fair play built on presence (docs/product.md, presence): once at least one station asks
 * for a display's code, the rewards that puppet accounts farm need verified washes.
 * Until then, today's rules stay.
 */
export async function presenceInForce(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(stations)
    .where(eq(stations.presenceRequired, true))
    .limit(1);
  return row !== undefined;
}

/** Whether a member has two verified washes at least 20 hours apart (domain/fair-play). */
export async function hasVerifiedWashesApart(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ first: min(washes.createdAt), last: max(washes.createdAt) })
    .from(washes)
    .where(and(eq(washes.userId, userId), eq(washes.verified, true)));
  return row?.first && row.last ? washesFarEnoughApart([row.first, row.last]) : false;
}

/** Whether a member has a verified wash in [from, to). */
export async function hasVerifiedWashBetween(db: Executor, userId: string, from: Date, to: Date) {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(washes)
    .where(
      and(
        eq(washes.userId, userId),
        eq(washes.verified, true),
        gte(washes.createdAt, from),
        lt(washes.createdAt, to),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether a member has ever had a verified wash. */
export async function hasVerifiedWash(db: Executor, userId: string) {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(washes)
    .where(and(eq(washes.userId, userId), eq(washes.verified, true)))
    .limit(1);
  return row !== undefined;
}

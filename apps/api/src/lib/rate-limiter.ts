import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Clock } from './clock';

export interface RateLimitRule {
  /** How many hits a window allows. */
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so every API instance counts the same hits.
 * One upsert per hit: it opens a new window when the stored one is over.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Counts a hit; answers false when the key is over its limit for the current window. */
  async hit(key: string, rule: RateLimitRule): Promise<boolean> {
    const now = this.clock.now();
    const windowOpenedAfter = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
    const nowParam = sql`${now.toISOString()}::timestamptz`;
    const rows = await this.db
      .insert(rateLimits)
      .values({ key, windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowOpenedAfter} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowOpenedAfter} THEN ${nowParam} ELSE ${rateLimits.windowStart} END`,
        },
      })
      .returning({ hits: rateLimits.hits });
    return (rows[0]?.hits ?? 1) <= rule.limit;
  }

  /** Forgets windows that ended long ago; called from time to time. */
  async prune(olderThanMs: number): Promise<void> {
    const limit = new Date(this.clock.now().getTime() - olderThanMs).toISOString();
    await this.db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${limit}::timestamptz`);
  }
}

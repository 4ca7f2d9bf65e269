import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { messages } from '../i18n';
import type { Clock } from './clock';
import { HttpError } from './errors';

export interface RateLimitRule {
  /** How many hits a window allows. */
  limit: number;
  windowMs: number;
}

export interface BackoffPolicy {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  resetAfterMs: number;
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
    return (await this.take(key, rule)).allowed;
  }

  /**
   * Counts a hit and refuses it with a 429 (and its Retry-After) when the key is over its
   * limit. `detail` is the French sentence the client reads.
   */
  async limit(key: string, rule: RateLimitRule, detail: string = messages.errors.tooManyRequests) {
    const { allowed, retryAfterS } = await this.take(key, rule);
    if (!allowed) throw new HttpError(429, detail, { retryAfterS });
  }

  /**
   * Counts a hit with one upsert and answers the window's count (for a limit on failures:
   * the hit is taken before the check and given back with `release` when it succeeds).
   */
  async take(
    key: string,
    rule: RateLimitRule,
  ): Promise<{ allowed: boolean; retryAfterS: number; hits: number; windowStart: Date }> {
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
      .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
    const row = rows[0];
    const windowEnd = (row?.windowStart ?? now).getTime() + rule.windowMs;
    return {
      allowed: (row?.hits ?? 1) <= rule.limit,
      retryAfterS: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
      hits: row?.hits ?? 1,
      windowStart: row?.windowStart ?? now,
    };
  }

  /**
   * Growing delays after repeated failures of one key (a password guessed for one e-mail
   * from one address): the first `free` failures cost nothing, then each one doubles the
   * wait, from `firstDelayMs` up to `maxDelayMs`. A quiet `resetAfterMs` forgets them.
   *
   * One atomic upsert claims the attempt and counts it as a failure before the secret is
   * checked; a success then calls `clear` (or `release`). Checking first and counting after
   * let 30 concurrent wrong passwords all be evaluated where 5 were allowed. Refuses with a
   * 429 and its Retry-After while the key must wait.
   */
  async claimAttempt(key: string, policy: BackoffPolicy): Promise<void> {
    const now = this.clock.now();
    const nowParam = sql`${now.toISOString()}::timestamptz`;
    const sinceMs = sql`(extract(epoch from (${nowParam} - ${rateLimits.windowStart})) * 1000)`;
    const delayMs = sql`least(${policy.maxDelayMs}::float8, ${policy.firstDelayMs}::float8 * power(2::float8, (${rateLimits.hits} - ${policy.free})::float8))`;
    const claimed = await this.db
      .insert(rateLimits)
      .values({ key, windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${sinceMs} >= ${policy.resetAfterMs} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          windowStart: nowParam,
        },
        // Under the row's lock: two attempts at once see each other's count.
        setWhere: sql`${rateLimits.hits} < ${policy.free} OR ${sinceMs} >= ${policy.resetAfterMs} OR ${sinceMs} >= ${delayMs}`,
      })
      .returning({ hits: rateLimits.hits });
    if (claimed.length > 0) return;
    const [row] = await this.db
      .select({ failures: rateLimits.hits, lastFailure: rateLimits.windowStart })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    const since = row ? now.getTime() - row.lastFailure.getTime() : 0;
    const delay = row
      ? Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (row.failures - policy.free))
      : 0;
    throw new HttpError(429, messages.errors.tooManyRequests, {
      retryAfterS: Math.max(1, Math.ceil((delay - since) / 1000)),
    });
  }

  /** Gives back one attempt claimed by `claimAttempt` (a success under a shared ceiling). */
  async release(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  }

  /** Forgets the key's failures (a success). */
  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Forgets windows that ended long ago; called from time to time. */
  async prune(olderThanMs: number): Promise<void> {
    const limit = new Date(this.clock.now().getTime() - olderThanMs).toISOString();
    await this.db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${limit}::timestamptz`);
  }
}

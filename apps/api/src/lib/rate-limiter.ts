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
    return (await this.count(key, rule)).allowed;
  }

  /**
   * Counts a hit and refuses it with a 429 (and its Retry-After) when the key is over its
   * limit. `detail` is the French sentence the client reads.
   */
  async limit(key: string, rule: RateLimitRule, detail: string = messages.errors.tooManyRequests) {
    const { allowed, retryAfterS } = await this.count(key, rule);
    if (!allowed) throw new HttpError(429, detail, { retryAfterS });
  }

  /** One upsert; `slide` keeps the time of the last hit instead of the window's first. */
  private async count(
    key: string,
    rule: RateLimitRule,
    slide = false,
  ): Promise<{ allowed: boolean; retryAfterS: number }> {
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
          windowStart: slide
            ? nowParam
            : sql`CASE WHEN ${rateLimits.windowStart} <= ${windowOpenedAfter} THEN ${nowParam} ELSE ${rateLimits.windowStart} END`,
        },
      })
      .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
    const row = rows[0];
    const windowEnd = (row?.windowStart ?? now).getTime() + rule.windowMs;
    return {
      allowed: (row?.hits ?? 1) <= rule.limit,
      retryAfterS: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
    };
  }

  /**
   * Growing delays after repeated failures of one key (a password guessed for one e-mail
   * from one address): the first `free` failures cost nothing, then each one doubles the
   * wait, from `firstDelayMs` up to `maxDelayMs`. A quiet `resetAfterMs` forgets them.
   * Refuses with a 429 and its Retry-After while the key must wait.
   */
  async checkBackoff(key: string, policy: BackoffPolicy): Promise<void> {
    const [row] = await this.db
      .select({ failures: rateLimits.hits, lastFailure: rateLimits.windowStart })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    if (!row) return;
    const now = this.clock.now().getTime();
    const since = now - row.lastFailure.getTime();
    if (since >= policy.resetAfterMs || row.failures < policy.free) return;
    const delay = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (row.failures - policy.free));
    if (since < delay)
      throw new HttpError(429, messages.errors.tooManyRequests, {
        retryAfterS: Math.max(1, Math.ceil((delay - since) / 1000)),
      });
  }

  /** Counts one more failure of the key (see checkBackoff). */
  async recordFailure(key: string, policy: BackoffPolicy): Promise<void> {
    await this.count(key, { limit: Number.MAX_SAFE_INTEGER, windowMs: policy.resetAfterMs }, true);
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

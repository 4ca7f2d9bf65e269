import type { PresenceProof } from '@app/shared/schemas/presence';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { presenceCodeBursts } from '../../db/schema';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { checkPresence, type ProvenPresence } from './presence.service';

const WINDOW_MS = 10 * 60_000;
/**
 * Wrong codes allowed per 10 minutes (docs/product.md, presence): five per member and five
 * per address, so that one display's six digits cannot be walked through (600 guesses from
 * one member once went unanswered); and sixty per station over all members, against many
 * puppets on many addresses. A station's guesses past BURST_FROM show in 'À vérifier'.
 */
export const WRONG_CODES = {
  perMember: { limit: 5, windowMs: WINDOW_MS },
  perAddress: { limit: 5, windowMs: WINDOW_MS },
  perStation: { limit: 60, windowMs: WINDOW_MS },
} as const;
export const BURST_FROM = 15;

/**
 * Checks a wash's proof of presence under the wrong-code limits. Each check is counted as
 * wrong before it is made (atomic across instances: concurrent guesses see each other) and
 * given back when the code proves right; past a limit, 429 with Retry-After and no check.
 */
export async function checkPresenceLimited(
  db: Database,
  rateLimiter: RateLimiter,
  input: {
    userId: string;
    address: string;
    station: string;
    proof: PresenceProof;
    capturedOffline: boolean;
    now: Date;
  },
): Promise<ProvenPresence> {
  const keys = [
    { key: `wrong-code:user:${input.userId}`, rule: WRONG_CODES.perMember },
    { key: `wrong-code:ip:${input.address}`, rule: WRONG_CODES.perAddress },
    { key: `wrong-code:station:${input.station}`, rule: WRONG_CODES.perStation },
  ];
  const taken: string[] = [];
  let stationCount: { hits: number; windowStart: Date } | null = null;
  for (const { key, rule } of keys) {
    const counted = await rateLimiter.take(key, rule);
    taken.push(key);
    if (key.startsWith('wrong-code:station:')) stationCount = counted;
    if (!counted.allowed) {
      // A refused check was no guess: only the keys before the refusing one keep it.
      await Promise.all(taken.slice(0, -1).map((done) => rateLimiter.release(done)));
      throw new HttpError(429, messages.presence.tooManyWrongCodes, { retryAfterS: counted.retryAfterS });
    }
  }
  try {
    const proven = await checkPresence(db, input);
    await Promise.all(taken.map((key) => rateLimiter.release(key)));
    return proven;
  } catch (error) {
    if (stationCount && stationCount.hits >= BURST_FROM)
      await recordBurst(db, input.station, stationCount.windowStart, stationCount.hits, input.now);
    throw error;
  }
}

async function recordBurst(db: Executor, station: string, windowStart: Date, failures: number, now: Date) {
  await db
    .insert(presenceCodeBursts)
    .values({ station, windowStart, failures, lastAt: now })
    .onConflictDoUpdate({
      target: [presenceCodeBursts.station, presenceCodeBursts.windowStart],
      set: { failures: sql`greatest(${presenceCodeBursts.failures}, ${failures})`, lastAt: now },
    });
}

/** The bursts the operator has not dismissed yet, newest first. */
export function openBursts(db: Executor) {
  return db
    .select()
    .from(presenceCodeBursts)
    .where(isNull(presenceCodeBursts.reviewedAt))
    .orderBy(desc(presenceCodeBursts.lastAt))
    .limit(50);
}

/** Marks a burst seen; answers the row, or undefined when there is none to dismiss. */
export async function dismissBurst(tx: Executor, id: number, now: Date) {
  const [row] = await tx
    .update(presenceCodeBursts)
    .set({ reviewedAt: now })
    .where(and(eq(presenceCodeBursts.id, id), isNull(presenceCodeBursts.reviewedAt)))
    .returning();
  return row;
}

import { and, count, eq } from 'drizzle-orm';
import { washes } from '../../db/schema';
import { subscribe } from '../../lib/domain-events';
import { pointsOfKey, recordPoints } from '../ledger/ledger.service';

/**
 * A removed wash takes back its station's Google review bonus when no wash of the member
 * is left there (docs/product.md, points), once: the bonus is paid once per station.
 */
export function subscribeReviews(): void {
  subscribe('wash.removed', 'reviews', async (tx, event) => {
    const { userId, station, now } = event;
    const [left] = await tx
      .select({ value: count() })
      .from(washes)
      .where(and(eq(washes.userId, userId), eq(washes.station, station)));
    if ((left?.value ?? 0) > 0) return;
    const bonus = await pointsOfKey(tx, `google_review:${userId}:${station}`);
    if (bonus === null || bonus <= 0) return;
    await recordPoints(tx, {
      userId,
      delta: -bonus,
      reason: 'review_revoked',
      reference: station,
      idempotencyKey: `review_revoked:${userId}:${station}`,
      now,
    });
  });
}

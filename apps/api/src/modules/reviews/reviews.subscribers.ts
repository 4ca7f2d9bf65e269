import { and, count, eq } from 'drizzle-orm';
import { washes } from '../../db/schema';
import { subscribe } from '../../lib/domain-events';
import { pointsOfKey, recordPoints } from '../ledger/ledger.service';
import { findStationByName } from '../stations/stations.repository';
import { reviewBonusKey } from './reviews.service';

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
    // The wash names its station; the bonus and its revocation are keyed by the station's id.
    const stationId = (await findStationByName(tx, station))?.id;
    if (!stationId) return;
    const bonus = await pointsOfKey(tx, reviewBonusKey(userId, stationId));
    if (bonus === null || bonus <= 0) return;
    await recordPoints(tx, {
      userId,
      delta: -bonus,
      reason: 'review_revoked',
      reference: stationId,
      idempotencyKey: `review_revoked:${userId}:${stationId}`,
      stationId,
      now,
    });
  });
}

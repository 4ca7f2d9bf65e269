import type { ReviewStatus } from '@app/shared/schemas/washes';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pointsLedger } from '../../db/schema';
import { messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { recordPoints } from '../ledger/ledger.service';
import { reviewBonusAmount } from '../settings/settings.service';
import { findUser } from '../users/users.repository';
import { findStationByName, listStations } from '../stations/stations.repository';

/**
 * One Google review bonus per user and station, ever, whichever way it is earned
 * (docs/product.md, bonuses). Keyed by the station's id: a renamed station is the same
 * station, and its bonus is not paid again (decision 0035).
 */
export function reviewBonusKey(userId: string, stationId: string): string {
  return `google_review:${userId}:${stationId}`;
}

export class ReviewsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async status(userId: string): Promise<ReviewStatus> {
    const [stationRows, rewarded, bonus] = await Promise.all([
      listStations(this.db),
      this.db
        .select({ key: pointsLedger.idempotencyKey })
        .from(pointsLedger)
        .where(
          and(
            eq(pointsLedger.userId, userId),
            like(pointsLedger.idempotencyKey, `google_review:${userId}:%`),
          ),
        ),
      reviewBonusAmount(this.db),
    ]);
    const keys = new Set(rewarded.map((row) => row.key));
    return {
      stations: Object.fromEntries(
        stationRows.map((station) => [
          station.name,
          {
            reviewed: keys.has(reviewBonusKey(userId, station.id)),
            bonus_points: bonus,
          },
        ]),
      ),
    };
  }

  /** The add-wash flow's review: the bonus at once, and the station's review page. */
  async rewardFromWashFlow(userId: string, washId: string, stationName: string) {
    const station = await findStationByName(this.db, stationName);
    if (!station) throw new HttpError(400, messages.washes.unknownStation);
    const now = this.clock.now();
    // Bonus turned off by the operator: the review is still invited, and pays nothing.
    const bonus = await reviewBonusAmount(this.db);
    if (bonus === 0) {
      const user = await findUser(this.db, userId);
      return {
        success: true as const,
        review_url: station.googleReviewUrl,
        message: messages.reviews.thanks,
        bonus_points: 0,
        total_points: user?.totalPoints ?? 0,
      };
    }
    const result = await this.db.transaction((tx) =>
      recordPoints(tx, {
        userId,
        delta: bonus,
        reason: 'google_review',
        reference: washId,
        idempotencyKey: reviewBonusKey(userId, station.id),
        stationId: station.id,
        now,
      }),
    );
    if (!result.applied) throw new HttpError(409, messages.reviews.alreadyRewarded);
    return {
      success: true as const,
      review_url: station.googleReviewUrl,
      message: messages.reviews.rewarded({ points: bonus }),
      bonus_points: bonus,
      total_points: result.totalPoints,
    };
  }
}

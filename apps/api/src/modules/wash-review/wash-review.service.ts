import type { Database } from '../../db/client';
import { messages, zurichDateTime } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage';
import { recordAudit } from '../audit/audit.service';
import { GalleryService } from '../gallery/gallery.service';
import { dismissBurst, openBursts } from '../presence/wrong-codes';
import { presentCodeBurst, presentWashToReview } from './wash-review.presenter';
import * as repo from './wash-review.repository';

type Admin = { id: string; name: string };

/**
 * 'À vérifier' (docs/product.md, presence): washes accepted far from their station, from a
 * code step several members used, or with a photo very close to one already used. The
 * operator keeps one, or cancels it: its points go back through the ledger (the photo
 * deletion), and the member is told.
 */
export class WashReviewService {
  private readonly gallery: GalleryService;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    storage: MediaStorage,
  ) {
    this.gallery = new GalleryService(db, clock, storage);
  }

  async list() {
    const [washes, bursts] = await Promise.all([repo.washesToReview(this.db), openBursts(this.db)]);
    const similar = washes
      .filter((wash) => wash.reviewReason === 'similar_photo' || wash.reviewReason === 'own_photo')
      .map((wash) => wash.id);
    const earlier = new Map(
      (await repo.earlierSimilarWashes(this.db, similar)).map((row) => [row.wash_id, row]),
    );
    return {
      washes: washes.map((wash) => presentWashToReview(wash, earlier.get(wash.id))),
      code_bursts: bursts.map(presentCodeBurst),
    };
  }

  /** The operator has seen a series of wrong codes: it leaves the list (audited). */
  async dismissBurst(admin: Admin, burstId: number) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const burst = await dismissBurst(tx, burstId, now);
      if (!burst) throw new HttpError(404, messages.washReview.burstNotFound);
      await recordAudit(tx, {
        admin,
        action: 'presence.burst.dismiss',
        targetType: 'station',
        targetId: burst.station,
        details: { failures: burst.failures, from: burst.windowStart.toISOString() },
        now,
      });
      return { success: true as const, message: messages.washReview.burstDismissed };
    });
  }

  async approve(admin: Admin, washId: string) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const wash = await repo.lockFlaggedWash(tx, washId);
      if (!wash || !wash.reason) throw new HttpError(404, messages.washReview.notFound);
      if (wash.reviewedAt) throw new HttpError(409, messages.washReview.alreadyDecided);
      await repo.markReviewed(tx, washId, now);
      await recordAudit(tx, {
        admin,
        action: 'wash.review.keep',
        targetType: 'wash',
        targetId: washId,
        details: { user_id: wash.userId, station: wash.station, reason: wash.reason },
        now,
      });
      return { success: true as const, message: messages.washReview.kept };
    });
  }

  async cancel(admin: Admin, washId: string) {
    // The deletion locks and re-reads the wash: a second cancel finds nothing to delete.
    const wash = await repo.findFlaggedWash(this.db, washId);
    if (!wash || !wash.reason) throw new HttpError(404, messages.washReview.notFound);
    if (wash.reviewedAt) throw new HttpError(409, messages.washReview.alreadyDecided);
    const result = await this.gallery.deletePhoto(admin, washId, {
      action: 'wash.review.cancel',
      // In the member's language, not the operator's.
      notice: (m) => ({
        title: m.washReview.cancelledTitle,
        message: m.washReview.cancelledMessage({
          station: wash.station,
          when: zurichDateTime(wash.createdAt, m),
        }),
      }),
    });
    return {
      success: true as const,
      message: messages.washReview.cancelled({ points: result.points_deducted }),
      points_deducted: result.points_deducted,
    };
  }
}

import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { processPhoto } from '../../lib/images';
import { hammingDistance, photoFingerprints, SAME_PICTURE_DISTANCE } from '../../photo-judgement';
import type { MediaStorage } from '../../lib/storage';
import { recordAudit } from '../audit/audit.service';
import { createNotification } from '../notifications/notifications.service';
import { recordPoints } from '../ledger/ledger.service';
import { reviewBonusAmount } from '../settings/settings.service';
import { findStationByName } from '../stations/stations.repository';
import { reviewBonusKey } from './reviews.service';
import { presentOwn, presentPending } from './screenshots.presenter';
import * as repo from './screenshots.repository';

/** Google review screenshots (docs/product.md, screens, §4; docs/product.md, bonuses). */
export class ScreenshotsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly storage: MediaStorage,
  ) {}

  async submit(userId: string, stationName: string, file: Buffer) {
    const station = await findStationByName(this.db, stationName);
    if (!station) throw new HttpError(400, messages.washes.unknownStation);
    if (await repo.hasLedgerKey(this.db, reviewBonusKey(userId, station.id)))
      throw new HttpError(409, messages.reviews.alreadyRewarded);

    let image: Buffer;
    try {
      // Re-encoded: only pixels are kept (no EXIF, no GPS, no embedded payload).
      image = (await processPhoto(file, { maxSide: 1600, quality: 82, thumbnailSide: 320 })).image;
    } catch (error) {
      if (error instanceof HttpError && error.detail === messages.images.notAnImage)
        throw new HttpError(400, messages.reviews.notAnImage);
      throw error;
    }
    const { candidates, stored } = await photoFingerprints(image);
    const id = randomUUID();
    const key = `reviews/${userId}/${id}.jpg`;
    await this.storage.put(key, image, 'image/jpeg');
    try {
      const row = await this.db.transaction(async (tx) => {
        await repo.lockScreenshotRegistry(tx);
        if (await repo.hasPending(tx, userId, station.name))
          throw new HttpError(409, messages.reviews.alreadyPending);
        const known = await repo.allHashes(tx);
        if (
          known.some((hash) =>
            candidates.some((candidate) => hammingDistance(hash, candidate) <= SAME_PICTURE_DISTANCE),
          )
        )
          throw new HttpError(409, messages.reviews.duplicate);
        return repo.insertSubmission(tx, {
          id,
          userId,
          station: station.name,
          screenshotKey: key,
          screenshotHash: stored[0] as bigint,
          submittedAt: this.clock.now(),
        });
      });
      const message =
        (await reviewBonusAmount(this.db)) > 0
          ? messages.reviews.submitted
          : messages.reviews.submittedNoBonus;
      return { success: true as const, message, submission: presentOwn(row) };
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
  }

  async listOwn(userId: string) {
    return { submissions: (await repo.listOwn(this.db, userId)).map(presentOwn) };
  }

  async listPending() {
    const rows = await repo.listPending(this.db);
    return { submissions: rows.map(presentPending) };
  }

  async decide(
    admin: { id: string; name: string },
    id: string,
    action: 'approve' | 'reject',
    notes?: string,
  ) {
    const now = this.clock.now();
    const adminNotes = notes ? notes : null;
    return this.db.transaction(async (tx) => {
      const row = await repo.decide(tx, id, {
        status: action === 'approve' ? 'approved' : 'rejected',
        decidedBy: admin.id,
        decidedAt: now,
        adminNotes,
      });
      if (!row) {
        const existing = await repo.findSubmission(tx, id);
        throw existing
          ? new HttpError(409, messages.reviews.alreadyDecided)
          : new HttpError(404, messages.reviews.notFound);
      }
      let points = 0;
      const bonus = action === 'approve' ? await reviewBonusAmount(tx) : 0;
      // The submission names its station (a rename follows it there); the bonus is keyed by its id.
      const station = bonus > 0 ? await findStationByName(tx, row.station) : undefined;
      if (station) {
        // The same key as the add-wash flow: one +50 per user and station, ever.
        const result = await recordPoints(tx, {
          userId: row.userId,
          delta: bonus,
          reason: 'google_review',
          reference: row.id,
          idempotencyKey: reviewBonusKey(row.userId, station.id),
          stationId: station.id,
          now,
        });
        points = result.applied ? bonus : 0;
        if (points) await repo.setPointsEarned(tx, row.id, points);
      }
      await createNotification(tx, {
        userId: row.userId,
        type: 'other',
        text: (m) => ({
          title: action === 'approve' ? m.reviews.approvedTitle : m.reviews.rejectedTitle,
          message:
            action === 'approve'
              ? m.reviews.approvedMessage({ station: row.station, points })
              : adminNotes
                ? m.reviews.rejectedMessageWithNotes({ station: row.station, notes: adminNotes })
                : m.reviews.rejectedMessage({ station: row.station }),
        }),
        ...(points ? { data: { bonus_points: points } } : {}),
        createdAt: now,
      });
      await recordAudit(tx, {
        admin,
        action: action === 'approve' ? 'review.approve' : 'review.reject',
        targetType: 'review_submission',
        targetId: row.id,
        details: { user_id: row.userId, station: row.station, points, notes: adminNotes },
        now,
      });
      return {
        success: true as const,
        message: action === 'approve' ? messages.reviews.approved({ points }) : messages.reviews.rejected,
        points_awarded: points,
      };
    });
  }
}

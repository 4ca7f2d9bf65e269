import type { AdminPhotosFilters } from '@app/shared/schemas/gallery';
import type { Database } from '../../db/client';
import { messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage';
import { publishDomainEvent } from '../../lib/domain-events';
import { recordAudit } from '../audit/audit.service';
import { publishRankingChanged } from '../leaderboard/leaderboard.events';
import { recordPoints } from '../ledger/ledger.service';
import { createNotification, type NewNotification } from '../notifications/notifications.service';
import { presentAdminPhoto, presentGalleryPhoto } from './gallery.presenter';
import * as repo from './gallery.repository';

export class GalleryService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly storage: MediaStorage,
  ) {}

  async page(limit: number, skip: number) {
    const { rows, total } = await repo.galleryPage(this.db, limit, skip);
    return { photos: rows.map(presentGalleryPhoto), total, has_more: skip + rows.length < total };
  }

  async adminPage(limit: number, skip: number, filters: AdminPhotosFilters = {}) {
    const { rows, total } = await repo.allPhotosPage(this.db, limit, skip, filters);
    return { photos: rows.map(presentAdminPhoto), total };
  }

  /**
   * Removes a wash and its files and takes back exactly the points it brought (its wash
   * row and its share bonus) in a wash_removed ledger row dated at the wash, so the
   * week's and month's rankings lose them where they were won. The day's slot is free again.
   */
  async deletePhoto(
    admin: { id: string; name: string },
    washId: string,
    options: { action?: string; notice?: NewNotification['text'] } = {},
  ) {
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      const wash = await repo.lockWash(tx, washId);
      if (!wash) throw new HttpError(404, messages.gallery.photoNotFound);
      const points = await repo.pointsOfWash(tx, washId);
      await repo.deleteWash(tx, washId);
      if (points !== 0)
        await recordPoints(tx, {
          userId: wash.userId,
          delta: -points,
          reason: 'wash_removed',
          reference: washId,
          idempotencyKey: `wash_removed:${washId}`,
          now: wash.createdAt,
        });
      const user = await repo.uncountWash(tx, wash.userId);
      // Badges this wash earned, and its station's review bonus, go with it (docs/product.md).
      await publishDomainEvent(tx, 'wash.removed', {
        userId: wash.userId,
        station: wash.station,
        washId,
        now: wash.createdAt,
      });
      await publishRankingChanged(tx);
      await recordAudit(tx, {
        admin,
        action: options.action ?? 'photo.delete',
        targetType: 'wash',
        targetId: washId,
        details: { user_id: wash.userId, points_deducted: points },
        now,
      });
      // The member is told why the points went (a cancelled wash).
      if (options.notice)
        await createNotification(tx, {
          userId: wash.userId,
          type: 'other',
          text: options.notice,
          data: { points: -points },
          createdAt: now,
        });
      return { wash, points, userName: user?.name ?? '' };
    });
    // Files go after the rows: a failure leaves orphan files, never rows without files.
    await Promise.all([this.storage.delete(result.wash.photoKey), this.storage.delete(result.wash.thumbKey)]);
    return { success: true as const, points_deducted: result.points, user_affected: result.userName };
  }
}

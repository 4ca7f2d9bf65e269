import { levelTitle } from '@app/shared/domain/levels';
import { publicName } from '@app/shared/domain/names';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { messages } from '../../i18n/fr';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { mediaUrl, type MediaStorage } from '../../lib/storage';
import { recordAudit } from '../audit/audit.service';
import { publishRankingChanged } from '../leaderboard/leaderboard.events';
import { recordPoints } from '../ledger/ledger.service';
import * as repo from './gallery.repository';

type Row = Awaited<ReturnType<typeof repo.galleryPage>>['rows'][number];

export class GalleryService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly storage: MediaStorage,
  ) {}

  async page(limit: number, skip: number) {
    const { rows, total } = await repo.galleryPage(this.db, limit, skip);
    return {
      photos: rows.map((row: Row) => ({
        id: row.id,
        photo_data: mediaUrl(row.photoKey),
        thumbnail_url: mediaUrl(row.thumbKey),
        station: row.station,
        timestamp: row.createdAt.toISOString(),
        user_name: publicName(row.userPseudo, row.userName),
        user_level: row.userLevel,
        user_level_name: levelTitle(row.userLevel),
        points_earned: row.pointsEarned,
        wash_type: row.washType,
        social_shared: row.socialShared,
        social_platform: row.socialPlatform,
      })),
      total,
      has_more: skip + rows.length < total,
    };
  }

  async adminPage(limit: number, skip: number) {
    const { rows, total } = await repo.allPhotosPage(this.db, limit, skip);
    return {
      photos: rows.map((row: Row) => ({
        wash_id: row.id,
        photo_data: mediaUrl(row.thumbKey),
        social_shared: row.socialShared,
        social_platform: row.socialPlatform,
        user_name: row.userName,
        user_level: row.userLevel,
        user_email: row.userEmail,
        station: row.station,
        wash_type: row.washType,
        points_earned: row.pointsEarned,
        timestamp: row.createdAt.toISOString(),
      })),
      total,
    };
  }

  /**
   * Removes a wash and its files and takes back exactly the points it brought (its wash
   * row and its share bonus) in a wash_removed ledger row dated at the wash, so the
   * week's and month's rankings lose them where they were won. The day's slot is free again.
   */
  async deletePhoto(admin: { id: string; name: string }, washId: string) {
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
      const [user] = await tx
        .update(users)
        .set({ totalWashes: sql`greatest(${users.totalWashes} - 1, 0)` })
        .where(eq(users.id, wash.userId))
        .returning({ name: users.name });
      await publishRankingChanged(tx);
      await recordAudit(tx, {
        admin,
        action: 'photo.delete',
        targetType: 'wash',
        targetId: washId,
        details: { user_id: wash.userId, points_deducted: points },
        now,
      });
      return { wash, points, userName: user?.name ?? '' };
    });
    // Files go after the rows: a failure leaves orphan files, never rows without files.
    await Promise.all([this.storage.delete(result.wash.photoKey), this.storage.delete(result.wash.thumbKey)]);
    return { success: true as const, points_deducted: result.points, user_affected: result.userName };
  }
}

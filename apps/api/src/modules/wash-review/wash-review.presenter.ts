import { distanceMeters } from '@app/shared/domain/presence';
import type { CodeBurst, WashReviewReason, WashToReview } from '@app/shared/schemas/wash-review';
import type { presenceCodeBursts } from '../../db/schema';
import { mediaUrl } from '../../lib/storage';
import type { earlierSimilarWashes, WashToReviewRow } from './wash-review.repository';

type EarlierWash = Awaited<ReturnType<typeof earlierSimilarWashes>>[number];

/** A flagged wash as the operator judges it: photo, member, station, time, reason, distance. */
export function presentWashToReview(row: WashToReviewRow, earlier?: EarlierWash): WashToReview {
  const distance =
    row.latitude !== null &&
    row.longitude !== null &&
    row.stationLatitude !== null &&
    row.stationLongitude !== null
      ? Math.round(
          distanceMeters(
            { lat: row.latitude, lng: row.longitude },
            { lat: row.stationLatitude, lng: row.stationLongitude },
          ),
        )
      : null;
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    station: row.station,
    timestamp: row.createdAt.toISOString(),
    photo_url: mediaUrl(row.photoKey),
    thumbnail_url: mediaUrl(row.thumbKey),
    points_earned: row.pointsEarned,
    verified: row.verified,
    captured_offline: row.capturedOffline,
    reason: row.reviewReason as WashReviewReason,
    // Always holds `reason` first: set together at the wash, by flagForReview and by migration 0051.
    reasons: row.reviewReasons as WashReviewReason[],
    distance_m: distance,
    similar_to: earlier
      ? {
          id: earlier.id,
          user_id: earlier.user_id,
          user_name: earlier.user_name,
          station: earlier.station,
          timestamp: earlier.created_at.toISOString(),
          photo_url: mediaUrl(earlier.photo_key),
          thumbnail_url: mediaUrl(earlier.thumb_key),
        }
      : null,
  };
}

export function presentCodeBurst(row: typeof presenceCodeBursts.$inferSelect): CodeBurst {
  return {
    id: row.id,
    station: row.station,
    from: row.windowStart.toISOString(),
    last_at: row.lastAt.toISOString(),
    failures: row.failures,
  };
}

import { messages } from '../../i18n';
import { levelTitle } from '@app/shared/domain/levels';
import { publicName } from '@app/shared/domain/names';
import { mediaUrl } from '../../lib/storage';
import type { PhotoRow } from './gallery.repository';

/** A photo in the members' gallery: the author's public name, never the e-mail. */
export function presentGalleryPhoto(row: PhotoRow) {
  return {
    id: row.id,
    photo_data: mediaUrl(row.photoKey),
    thumbnail_url: mediaUrl(row.thumbKey),
    station: row.station,
    timestamp: row.createdAt.toISOString(),
    user_name: publicName(row.userPseudo, row.userName),
    user_level: row.userLevel,
    user_level_name: levelTitle(row.userLevel, messages.names),
    points_earned: row.pointsEarned,
    wash_type: row.washType,
    social_shared: row.socialShared,
    social_platform: row.socialPlatform,
  };
}

/** A photo in the admin's photos tab: the operator sees who it is. */
export function presentAdminPhoto(row: PhotoRow) {
  return {
    wash_id: row.id,
    photo_data: mediaUrl(row.thumbKey),
    photo_url: mediaUrl(row.photoKey),
    user_id: row.userId,
    social_shared: row.socialShared,
    social_platform: row.socialPlatform,
    user_name: row.userName,
    user_level: row.userLevel,
    user_email: row.userEmail,
    station: row.station,
    wash_type: row.washType,
    points_earned: row.pointsEarned,
    timestamp: row.createdAt.toISOString(),
  };
}

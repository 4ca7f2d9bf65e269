import { z } from 'zod';
import { stationNameField } from './stations';
import { pagedQuery as page, isoDay } from './common';

export const galleryQuery = page(50, 12);
const day = isoDay('Date invalide (AAAA-MM-JJ)');
/** The operator's photo filters: a station, a member (by id, or a name typed), Zurich days. */
export const adminPhotosQuery = page(50, 20).extend({
  station: stationNameField('Station inconnue').optional(),
  member: z.uuid({ error: 'Identifiant de membre invalide' }).optional(),
  q: z.string().trim().max(100, { error: 'Recherche trop longue' }).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AdminPhotosFilters = Omit<z.infer<typeof adminPhotosQuery>, 'limit' | 'skip'>;

export const galleryPhoto = z.object({
  id: z.string(),
  /** URL of the photo (display size). */
  photo_data: z.string(),
  /** URL of its thumbnail, for the grid. */
  thumbnail_url: z.string(),
  station: z.string(),
  timestamp: z.string(),
  /** Pseudo, else first name only (docs/product.md, privacy). */
  user_name: z.string(),
  user_level: z.number().int(),
  user_level_name: z.string(),
  points_earned: z.number().int(),
  wash_type: z.string(),
  social_shared: z.boolean(),
  social_platform: z.string().nullable(),
});
export type GalleryPhoto = z.infer<typeof galleryPhoto>;
export const galleryResponse = z.object({
  photos: z.array(galleryPhoto),
  total: z.number().int(),
  has_more: z.boolean(),
});

export const adminPhoto = z.object({
  wash_id: z.string(),
  /** The thumbnail, for the grid. */
  photo_data: z.string(),
  /** The display size, to enlarge. */
  photo_url: z.string(),
  user_id: z.string(),
  social_shared: z.boolean(),
  social_platform: z.string().nullable(),
  user_name: z.string(),
  user_level: z.number().int(),
  user_email: z.string(),
  station: z.string(),
  wash_type: z.string(),
  points_earned: z.number().int(),
  timestamp: z.string(),
});
export type AdminPhoto = z.infer<typeof adminPhoto>;
export const adminPhotosResponse = z.object({ photos: z.array(adminPhoto), total: z.number().int() });
export const deletePhotoResponse = z.object({
  success: z.literal(true),
  points_deducted: z.number().int(),
  user_affected: z.string(),
});
export const washIdParam = z.object({ washId: z.uuid({ error: 'Identifiant invalide' }) });

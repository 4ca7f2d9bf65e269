import { z } from 'zod';

/** Why a wash is listed for the operator (docs/product.md, presence). */
export const WASH_REVIEW_REASONS = ['far', 'shared_code', 'similar_photo', 'no_presence'] as const;
export type WashReviewReason = (typeof WASH_REVIEW_REASONS)[number];

export const washToReview = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  station: z.string(),
  timestamp: z.string(),
  photo_url: z.string(),
  thumbnail_url: z.string(),
  points_earned: z.number().int(),
  verified: z.boolean(),
  captured_offline: z.boolean(),
  reason: z.enum(WASH_REVIEW_REASONS),
  /** How far from its station the phone was, when it said so (metres). */
  distance_m: z.number().int().nullable(),
});
export type WashToReview = z.infer<typeof washToReview>;
export const washesToReviewResponse = z.object({ washes: z.array(washToReview) });

export const reviewWashParams = z.object({ wash_id: z.uuid({ error: 'Lavage introuvable' }) });
export const cancelWashResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  points_deducted: z.number().int(),
});

import { z } from 'zod';

/** Why a wash is listed for the operator (docs/product.md, presence). */
export const WASH_REVIEW_REASONS = [
  'far',
  'shared_code',
  'similar_photo',
  'no_presence',
  /** Several accounts from one phone or address at one station within 10 minutes. */
  'several_accounts',
  /** A near match with one of the member's own earlier photos (an honest regular, likely). */
  'own_photo',
  /** Outside the station's opening hours, where the operator asked to see those. */
  'outside_hours',
  /** No car seen in the photo (issue 50): listed even when a station's code backs the wash. */
  'no_car',
  /** A poor photo (blurred, shaken, or a small picture enlarged), without a station's code. */
  'blurry',
] as const;
export type WashReviewReason = (typeof WASH_REVIEW_REASONS)[number];

/** A wash's photo as the operator compares it: whose, where, when. */
const washPhoto = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  station: z.string(),
  timestamp: z.string(),
  photo_url: z.string(),
  thumbnail_url: z.string(),
});
export type WashPhoto = z.infer<typeof washPhoto>;
export const washToReview = washPhoto.extend({
  points_earned: z.number().int(),
  verified: z.boolean(),
  captured_offline: z.boolean(),
  reason: z.enum(WASH_REVIEW_REASONS),
  /** Every reason to look at it, the most serious (`reason`) first. */
  reasons: z.array(z.enum(WASH_REVIEW_REASONS)),
  /** How far from its station the phone was, when it said so (metres). */
  distance_m: z.number().int().nullable(),
  /** For a photo close to an earlier one: that earlier wash, to compare side by side. */
  similar_to: washPhoto.nullable(),
});
export type WashToReview = z.infer<typeof washToReview>;
/** Wrong wash codes in series at a station over all members (docs/product.md, presence). */
export const codeBurst = z.object({
  id: z.number().int(),
  station: z.string(),
  /** The 10-minute window's start, and the last wrong code in it. */
  from: z.string(),
  last_at: z.string(),
  failures: z.number().int(),
});
export type CodeBurst = z.infer<typeof codeBurst>;
export const washesToReviewResponse = z.object({
  washes: z.array(washToReview),
  code_bursts: z.array(codeBurst),
});
export const codeBurstParams = z.object({
  burst_id: z.coerce
    .number({ error: 'Alerte introuvable' })
    .int({ error: 'Alerte introuvable' })
    .min(1, { error: 'Alerte introuvable' })
    .max(2_147_483_647, { error: 'Alerte introuvable' }),
});

export const reviewWashParams = z.object({ wash_id: z.uuid({ error: 'Lavage introuvable' }) });
export const cancelWashResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  points_deducted: z.number().int(),
});

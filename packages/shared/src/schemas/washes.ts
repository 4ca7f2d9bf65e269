import { z } from 'zod';
import { stationNameField } from './stations';
import { WASH_TYPES } from '../domain/washes';
import { presenceProof, washLocation } from './presence';

/** A photo sent inline as a data URL, as the browser's canvas produces it. */
export const MAX_PHOTO_DATA_URL_LENGTH = 7_200_000; // base64 of 5 MB plus the prefix

export const createWashBody = z.object({
  wash_type: z.enum(WASH_TYPES, { error: 'Type de lavage inconnu' }),
  station: stationNameField('Veuillez sélectionner une station'),
  photo_data: z
    .string({ error: 'Photo requise pour valider le lavage' })
    .min(1, { error: 'Photo requise pour valider le lavage' })
    .max(MAX_PHOTO_DATA_URL_LENGTH, { error: 'La photo est trop volumineuse (max 5 Mo)' }),
  /** The display's code (docs/product.md, presence); required where the station asks for it. */
  presence: presenceProof.optional(),
  /** Taken at the bay without a network and sent later: the code's step gives the wash's time. */
  captured_offline: z.boolean().optional(),
  location: washLocation.optional(),
  /**
   * The phone's own id for this wash (a UUID): sent again from the offline queue, the same
   * wash is answered once more instead of being counted twice.
   */
  client_id: z.uuid({ error: 'Identifiant de lavage invalide' }).optional(),
  /**
   * A random id the app keeps on the phone (never a fingerprint of it): washes of several
   * accounts from one phone at one station are listed for the operator.
   */
  device_id: z.uuid({ error: 'Identifiant d’appareil invalide' }).optional(),
});
export type CreateWashBody = z.input<typeof createWashBody>;

export const washBonus = z.enum(['off_peak', 'weekend', 'streak', 'level', 'campaign']);

export const createWashResponse = z.object({
  success: z.literal(true),
  id: z.string(),
  points_earned: z.number().int(),
  bonus_applied: z.array(washBonus),
  /** Points of each part: base, off_peak, weekend, streak, level, and what campaigns added. */
  breakdown: z.object({
    base: z.number().int(),
    off_peak: z.number().int(),
    weekend: z.number().int(),
    streak: z.number().int(),
    level: z.number().int(),
    campaign: z.number().int(),
  }),
  /** The names of the campaigns that applied ('campaign' in bonus_applied). */
  campaigns: z.array(z.string()),
  total_points: z.number().int(),
  level: z.number().int(),
  level_name: z.string(),
  level_up: z.boolean(),
  wash_streak: z.number().int(),
  remaining_washes: z.number().int(),
  photo_url: z.string(),
  station: z.string(),
  /** Proven by a display's code. */
  verified: z.boolean(),
  /** The time the wash counts at (the code's step when it was taken offline). */
  counted_at: z.string(),
  /** A kind line on a poor but accepted photo, in the member's language (issue 50). */
  photo_notice: z.string().optional(),
});
export type CreateWashResponse = z.infer<typeof createWashResponse>;

export const dailyStatusResponse = z.object({
  remaining_washes: z.number().int(),
  washes_today: z.number().int(),
  stations: z.record(z.string(), z.object({ can_wash: z.boolean() })),
});
export type DailyStatus = z.infer<typeof dailyStatusResponse>;

export const washIdParams = z.object({
  id: z.uuid({ error: 'Identifiant de lavage invalide' }),
});

/** The station is the wash's own; a station sent by the client must be that one. */
export const googleReviewBody = z
  .object({
    station: stationNameField('Veuillez sélectionner une station').optional(),
  })
  .nullish();

export const googleReviewResponse = z.object({
  success: z.literal(true),
  review_url: z.string(),
  message: z.string(),
  bonus_points: z.number().int(),
  total_points: z.number().int(),
});

export const reviewStatusResponse = z.object({
  stations: z.record(z.string(), z.object({ reviewed: z.boolean(), bonus_points: z.number().int() })),
});
export type ReviewStatus = z.infer<typeof reviewStatusResponse>;

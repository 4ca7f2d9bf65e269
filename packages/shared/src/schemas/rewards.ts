import { z } from 'zod';
import { visibleText, isoDay } from './common';
import { PARTNER_PIN } from '../domain/rewards';

/** A partner reward as a member sees it: the promo code only once unlocked (docs/product.md, partner offers). */
export const memberReward = z.object({
  id: z.string(),
  partner_name: z.string(),
  image_url: z.string().nullable(),
  discount_percentage: z.number().int(),
  promo_code: z.string().nullable().optional(),
  description: z.string(),
  conditions: z.string(),
  required_level: z.number().int(),
  required_points: z.number().int(),
  unlocked: z.boolean(),
  progress_percent: z.number().int(),
  /** A seeded example the operator has not replaced yet. */
  is_example: z.boolean(),
  /** Last Zurich day of the offer, when it ends. */
  ends_on: z.string().nullable(),
  /** Uses left at the partner; null: unlimited. */
  uses_left: z.number().int().nullable(),
});
export type MemberReward = z.infer<typeof memberReward>;

export const rewardsResponse = z.object({ rewards: z.array(memberReward) });

const text = (max: number) => z.string().trim().max(max);
/** A text members read: no hidden characters (line breaks allowed). */
const shownText = (max: number) => text(max).refine(...visibleText({ multiline: true }));
const day = isoDay('Date invalide (AAAA-MM-JJ)');

/** What an admin writes (create, or update with the same fields). */
export const rewardInput = z
  .object({
    partner_name: text(100)
      .min(1)
      .refine(...visibleText()),
    // A path on this site: the Content-Security-Policy loads images from the app only.
    image_url: text(500)
      .refine((value) => value === '' || /^\/(?!\/)[\w\-./%]*$/.test(value), {
        message: 'L’image doit être un chemin du site, par exemple /rewards/partenaire.svg',
      })
      .nullable()
      .optional(),
    discount_percentage: z.number().int().min(0).max(100),
    promo_code: text(40).nullable().optional(),
    description: shownText(500).min(1),
    conditions: shownText(500).optional(),
    required_level: z.number().int().min(1).max(100),
    required_points: z.number().int().min(0).max(10_000_000),
    active: z.boolean().optional(),
    /** Zurich days the offer runs (both included); null: open-ended. */
    starts_on: day.nullable().optional(),
    ends_on: day.nullable().optional(),
    /** Uses per member at the partner; null: unlimited. */
    uses_per_member: z
      .number({ error: 'Nombre d’utilisations : nombre entier attendu' })
      .int({ error: 'Nombre d’utilisations : nombre entier attendu' })
      .min(1, { error: 'Au moins une utilisation par membre (ou illimité)' })
      .max(1000, { error: 'Au plus 1000 utilisations par membre' })
      .nullable()
      .optional(),
    /** A new PIN for the partner's check page; absent or empty keeps the current one. */
    partner_pin: z
      .string()
      .trim()
      .refine((value) => value === '' || PARTNER_PIN.test(value), {
        error: 'Le code PIN du partenaire compte 4 à 8 chiffres',
      })
      .optional(),
  })
  .refine((input) => !input.starts_on || !input.ends_on || input.starts_on <= input.ends_on, {
    error: 'La date de début suit la date de fin',
    path: ['ends_on'],
  });
export type RewardInput = z.infer<typeof rewardInput>;

export const adminReward = z.object({
  id: z.string(),
  partner_name: z.string(),
  image_url: z.string().nullable(),
  discount_percentage: z.number().int(),
  promo_code: z.string().nullable(),
  description: z.string(),
  conditions: z.string(),
  required_level: z.number().int(),
  required_points: z.number().int(),
  active: z.boolean(),
  is_example: z.boolean(),
  /** The uploaded logo's address, when there is one (image_url is the fallback). */
  logo_url: z.string().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  uses_per_member: z.number().int().nullable(),
  /** Whether the partner's PIN is set (never the PIN itself). */
  has_partner_pin: z.boolean(),
  /** Codes used at the partner. */
  redemptions: z.number().int(),
  created_at: z.string(),
});
export type AdminReward = z.infer<typeof adminReward>;
export const adminRewardsResponse = z.object({ rewards: z.array(adminReward) });
export const adminRewardResponse = z.object({ success: z.literal(true), reward: adminReward });
export const rewardIdParams = z.object({ id: z.uuid() });

/** PUT /api/admin/rewards/:id/logo: PNG, JPEG or WebP as a data URL, 1 MB at most. */
export const rewardLogoBody = z.object({
  logo_data: z.string({ error: 'Image attendue' }).max(1_500_000, { error: 'Le logo dépasse 1 Mo' }),
});

/** A member card for one reward: its short code, valid ten minutes. */
export const rewardCodeResponse = z.object({
  code: z.string(),
  /** "K7P2-9XQM". */
  display_code: z.string(),
  expires_at: z.string(),
  /** Seconds the code stays valid from this answer: the phone counts down from it, whatever its own clock says. */
  valid_for_seconds: z.number().int(),
  /** What the QR code holds: the partner's check page with the code. */
  verify_url: z.string(),
  partner_name: z.string(),
  discount_percentage: z.number().int(),
  uses_left: z.number().int().nullable(),
});

/** What a partner sends from /partenaire/verifier. */
export const partnerCheckBody = z.object({
  code: z
    .string({ error: 'Saisissez le code du client' })
    .trim()
    .min(1, { error: 'Saisissez le code du client' })
    .max(20, { error: 'Code inconnu' }),
  pin: z
    .string({ error: 'Saisissez votre code PIN' })
    .trim()
    .min(1, { error: 'Saisissez votre code PIN' })
    .max(8, { error: 'Code PIN incorrect' }),
});
export const partnerCheckResponse = z.object({
  valid: z.literal(true),
  partner_name: z.string(),
  description: z.string(),
  discount_percentage: z.number().int(),
  /** The member's first name only (docs/product.md, privacy). */
  member_first_name: z.string(),
  expires_at: z.string(),
  uses_left: z.number().int().nullable(),
});
export const partnerRedeemResponse = partnerCheckResponse.omit({ valid: true }).extend({
  success: z.literal(true),
  redeemed_at: z.string(),
});

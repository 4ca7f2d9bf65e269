import { z } from 'zod';
import { POINTS_SCALE_KEYS, type PointsScaleKey } from '../domain/points-scale';
import { campaign } from './campaigns';

/**
 * The programme's levers a member's screens follow, as the operator set them: what a
 * Google review pays (0 when the bonus is off), which stations ask for a display's code,
 * the points scale, the campaigns running now, and whether partners' offers exist.
 */
export const programmeResponse = z.object({
  google_review_bonus: z.number().int(),
  presence_stations: z.array(z.string()),
  points_scale: z.object(
    Object.fromEntries(POINTS_SCALE_KEYS.map((key) => [key, z.number().int()])) as Record<
      PointsScaleKey,
      z.ZodNumber
    >,
  ),
  campaigns: z.array(campaign),
  /** Whether a partner's offer is active: until then, no screen promises partner discounts. */
  partner_offers: z.boolean(),
  /** The brand (Réglages → Marque): the app's name, short name, colour and logo. */
  brand: z.object({
    name: z.string(),
    short_name: z.string(),
    primary_color: z.string(),
    logo_url: z.string().nullable(),
  }),
  /** Which wallets the operator configured: a button shows only for those. */
  wallet: z.object({ apple: z.boolean(), google: z.boolean() }),
});
export type Programme = z.infer<typeof programmeResponse>;

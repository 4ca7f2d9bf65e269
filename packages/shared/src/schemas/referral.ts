import { z } from 'zod';

export const referralDataResponse = z.object({
  referral_code: z.string(),
  /** Referred users whose first wash is validated. */
  referrals_count: z.number().int(),
  /** The referrer's display name (pseudo, else first name), or null. */
  referred_by: z.string().nullable(),
});
export type ReferralData = z.infer<typeof referralDataResponse>;

const code = z
  .string({ error: 'Code de parrainage : texte attendu' })
  .max(40, { error: 'Code de parrainage invalide' });

/** The code comes in the query string (as the spec's client sends it) or in a JSON body. */
export const useCodeQuery = z.object({ referral_code: code.optional() });
export const useCodeBody = z.object({ referral_code: code.optional() }).nullish();

export const useCodeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  bonus_points: z.number().int(),
});

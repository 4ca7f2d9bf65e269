import { z } from 'zod';

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
});
export type MemberReward = z.infer<typeof memberReward>;

export const rewardsResponse = z.object({ rewards: z.array(memberReward) });

const text = (max: number) => z.string().trim().max(max);

/** What an admin writes (create, or update with the same fields). */
export const rewardInput = z.object({
  partner_name: text(100).min(1),
  // A path on this site: the Content-Security-Policy loads images from the app only.
  image_url: text(500)
    .refine((value) => value === '' || /^\/(?!\/)[\w\-./%]*$/.test(value), {
      message: 'L’image doit être un chemin du site, par exemple /rewards/partenaire.svg',
    })
    .nullable()
    .optional(),
  discount_percentage: z.number().int().min(0).max(100),
  promo_code: text(40).nullable().optional(),
  description: text(500).min(1),
  conditions: text(500).optional(),
  required_level: z.number().int().min(1).max(100),
  required_points: z.number().int().min(0).max(10_000_000),
  active: z.boolean().optional(),
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
  created_at: z.string(),
});
export const adminRewardsResponse = z.object({ rewards: z.array(adminReward) });
export const adminRewardResponse = z.object({ success: z.literal(true), reward: adminReward });
export const rewardIdParams = z.object({ id: z.uuid() });

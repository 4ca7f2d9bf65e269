import { z } from 'zod';
import { BADGE_RARITIES } from '../domain/badges';

export const badgeDefinition = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** An emoji. */
  icon: z.string(),
  category: z.string(),
  rarity: z.enum(BADGE_RARITIES),
  points_reward: z.number().int(),
});
export type BadgeDefinition = z.infer<typeof badgeDefinition>;

export const badgeDefinitionsResponse = z.object({ badges: z.array(badgeDefinition) });

export const badgeCategoriesResponse = z.object({
  categories: z.record(z.string(), z.object({ label: z.string(), badge_ids: z.array(z.string()) })),
});

export const userBadge = badgeDefinition.extend({
  unlocked: z.boolean(),
  unlocked_at: z.string().nullable(),
  is_showcased: z.boolean(),
});
export type UserBadge = z.infer<typeof userBadge>;

export const userBadgesResponse = z.object({
  badges: z.array(userBadge),
  stats: z.object({
    total_unlocked: z.number().int(),
    total_badges: z.number().int(),
    completion_percentage: z.number().int(),
    rarity_breakdown: z.record(z.enum(BADGE_RARITIES), z.number().int()),
  }),
});

export const showcaseBody = z.object({
  badge_ids: z
    .array(
      z
        .string({ error: 'Identifiant de badge invalide' })
        .max(64, { error: 'Identifiant de badge invalide' }),
      {
        error: 'Champ « badge_ids » : liste attendue',
      },
    )
    .max(100, { error: 'Maximum 9 badges en vitrine !' }),
});

/** A member's public card: no e-mail, nothing private (issue 10). */
export const userCardResponse = z.object({
  id: z.string(),
  name: z.string(),
  profile_photo: z.string().nullable(),
  level: z.number().int(),
  level_name: z.string(),
  total_points: z.number().int(),
  showcased_badges: z.array(
    z.object({ id: z.string(), name: z.string(), icon: z.string(), rarity: z.enum(BADGE_RARITIES) }),
  ),
});
export type UserCard = z.infer<typeof userCardResponse>;

export const memberCardParams = z.object({ id: z.uuid({ error: 'Identifiant de membre invalide' }) });

import { z } from 'zod';

export const shareBody = z.object({
  platform: z.enum(['instagram', 'tiktok'], { error: 'Plateforme inconnue (instagram ou tiktok)' }),
  wash_id: z.uuid({ error: 'Identifiant de lavage invalide' }),
});
export type ShareBody = z.input<typeof shareBody>;

export const shareResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  bonus_points: z.number().int(),
  total_points: z.number().int(),
});

import { z } from 'zod';
import {
  POINTS_BOUNDS,
  POINTS_SCALE_KEYS,
  type PointsScale,
  type PointsScaleKey,
} from '../domain/points-scale';

/** One amount of the scale or a badge's reward: a whole number of points within the bounds. */
export const pointsAmount = z
  .number({ error: 'Montant de points : nombre attendu' })
  .int({ error: 'Montant de points : nombre entier attendu' })
  .min(POINTS_BOUNDS.min, { error: `Montant de points : au moins ${POINTS_BOUNDS.min}` })
  .max(POINTS_BOUNDS.max, { error: `Montant de points : au plus ${POINTS_BOUNDS.max}` });

const scaleShape = Object.fromEntries(POINTS_SCALE_KEYS.map((key) => [key, pointsAmount])) as Record<
  PointsScaleKey,
  typeof pointsAmount
>;

export const pointsScale = z.object(scaleShape) as unknown as z.ZodType<PointsScale>;

export const pointsScaleResponse = z.object({
  scale: z.object(scaleShape),
  /** The spec's amounts, for « Valeurs par défaut ». */
  defaults: z.object(scaleShape),
  badges: z.array(
    z.object({ id: z.string(), name: z.string(), icon: z.string(), points_reward: z.number().int() }),
  ),
});
export type PointsScaleSettings = z.infer<typeof pointsScaleResponse>;

export const pointsScaleBody = z
  .object({
    /** The amounts to change (the others stay). */
    scale: z.object(scaleShape).partial().strict().optional(),
    badge_rewards: z
      .array(
        z.object({
          id: z.string().trim().min(1).max(60, { error: 'Badge inconnu' }),
          points_reward: pointsAmount,
        }),
      )
      .max(100)
      .optional(),
  })
  .strict();
export type PointsScaleBody = z.input<typeof pointsScaleBody>;

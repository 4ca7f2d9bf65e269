import { z } from 'zod';

import { LEADERBOARD_PERIODS } from '../domain/leaderboard';

export { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '../domain/leaderboard';

export const leaderboardParams = z.object({
  period: z.enum(LEADERBOARD_PERIODS, { error: 'Classement inconnu (global, weekly ou monthly)' }),
});

export const leaderboardQuery = z.object({
  limit: z.coerce
    .number({ error: 'Champ « limit » : nombre attendu' })
    .int({ error: 'Champ « limit » : nombre entier attendu' })
    .min(1, { error: 'Champ « limit » : au moins 1' })
    .max(100, { error: 'Champ « limit » : au plus 100' })
    .default(50),
});

export const leaderboardEntry = z.object({
  rank: z.number().int(),
  /** Points of the board's period: lifetime, this Zurich week or this Zurich month. */
  total_points: z.number().int(),
  level: z.number().int(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    display_name: z.string(),
    display_photo: z.string().nullable(),
    profile_photo: z.string().nullable(),
    picture: z.string().nullable(),
    level: z.number().int(),
    level_name: z.string(),
    /** Lifetime points. */
    total_points: z.number().int(),
    wash_streak: z.number().int(),
    total_washes: z.number().int(),
  }),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const leaderboardResponse = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  users: z.array(leaderboardEntry),
  /** The signed-in user's own entry, even outside the list; null without points in the period. */
  me: leaderboardEntry.nullable(),
  total_users: z.number().int(),
  total_points: z.number().int(),
});
export type Leaderboard = z.infer<typeof leaderboardResponse>;

/** The live ranking tab (docs/product.md, screens, §3 "Leaderboard update"). */
export const leaderboardUpdatesResponse = z.object({
  user_position: z.number().int(),
  total_users: z.number().int(),
  top_3: z.array(z.object({ name: z.string(), level: z.number().int(), points: z.number().int() })),
  recent_activities: z.array(
    z.object({
      user_name: z.string(),
      station: z.string(),
      timestamp: z.string(),
      points_earned: z.number().int(),
    }),
  ),
});
export type LeaderboardUpdates = z.infer<typeof leaderboardUpdatesResponse>;

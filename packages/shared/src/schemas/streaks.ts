import { z } from 'zod';

export const streaksResponse = z.object({
  /** Consecutive weeks with a wash, ending this week or last week. */
  current_streak: z.number().int(),
  longest_streak: z.number().int(),
  /** Consecutive Zurich days with a wash, ending today or yesterday. */
  daily_streak: z.number().int(),
  tier: z.enum(['basic', 'sparkles', 'fireworks', 'rainbow', 'explosion', 'legendary']).nullable(),
  message: z.string(),
  animations: z.array(z.enum(['sparkles', 'fireworks', 'rainbow', 'explosion', 'legendary'])),
  /** Streak jokers held, 0 to 2 (issue 33). */
  jokers: z.number().int().min(0).max(2),
  /** What a joker costs in points; null when the operator does not sell them. */
  joker_price: z.number().int().positive().nullable(),
  /** Weeks of streak that earn a joker; null when the operator gives none this way. */
  joker_weeks: z.number().int().positive().nullable(),
});
export type Streaks = z.infer<typeof streaksResponse>;

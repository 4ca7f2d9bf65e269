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
});
export type Streaks = z.infer<typeof streaksResponse>;

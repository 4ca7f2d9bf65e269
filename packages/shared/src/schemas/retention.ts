import { z } from 'zod';

/** GET /api/admin/statistics/retention (Statistics → « Fidélité »). */
export const retentionResponse = z.object({
  /** The 12 latest months of first washes, oldest first. */
  cohorts: z.array(
    z.object({
      month: z.string().describe('YYYY-MM'),
      size: z.number().int(),
      /** The share who washed in each of the 12 following months; null before that month begins. */
      rates: z.array(z.number().min(0).max(1).nullable()),
    }),
  ),
  /** Members who washed in each of the 26 latest weeks (Monday to Sunday, Zurich), oldest first. */
  weekly_active: z.array(z.object({ week_start: z.string(), count: z.number().int() })),
  /** The share of new members who washed again within 30 days of their first wash; null without any. */
  early_return: z.number().min(0).max(1).nullable(),
  /** The new members that share is read on: first wash 30 to 120 days ago. */
  early_return_members: z.number().int(),
  /** Members past 1.5 times their usual interval, the most overdue first (at most 500). */
  at_risk: z.array(
    z.object({
      user_id: z.string(),
      name: z.string(),
      last_wash_at: z.string(),
      usual_interval_days: z.number(),
      days_since: z.number().int(),
    }),
  ),
  at_risk_total: z.number().int(),
});
export type RetentionResponse = z.infer<typeof retentionResponse>;

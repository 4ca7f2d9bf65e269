import { z } from 'zod';

/**
 * The programme's levers a member's screens follow, as the operator set them: what a
 * Google review pays (0 when the bonus is off) and which stations ask for a display's code.
 */
export const programmeResponse = z.object({
  google_review_bonus: z.number().int(),
  presence_stations: z.array(z.string()),
});
export type Programme = z.infer<typeof programmeResponse>;

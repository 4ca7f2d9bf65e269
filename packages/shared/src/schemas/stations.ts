import { z } from 'zod';

export const station = z.object({
  id: z.string(),
  name: z.string(),
  google_review_url: z.string(),
  /** The operator's name for it (the name by default) and its address (admin settings). */
  display_name: z.string(),
  address: z.string(),
});

export const stationsResponse = z.object({
  stations: z.array(station),
});
export type Station = z.infer<typeof station>;

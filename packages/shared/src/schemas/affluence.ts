import { z } from 'zod';
import { AFFLUENCE_LEVELS } from '../domain/affluence';

const level = z.enum(AFFLUENCE_LEVELS);

/** GET /api/stations/affluence: how busy each open station is now, and usually today. */
export const affluenceResponse = z.object({
  stations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** null: too little history to show anything (fewer than 50 washes in 8 weeks). */
      now: level.nullable(),
      usual: z.array(z.object({ hour: z.number().int(), level })).nullable(),
    }),
  ),
  /** The Zurich hour the levels were measured at (the bar marked « maintenant »). */
  hour: z.number().int(),
});
export type AffluenceResponse = z.infer<typeof affluenceResponse>;
export type StationAffluenceEntry = AffluenceResponse['stations'][number];

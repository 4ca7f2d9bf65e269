import { z } from 'zod';

/** An optional variable: an empty string in the environment means "not set". */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

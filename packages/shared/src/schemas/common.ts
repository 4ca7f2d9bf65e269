import { z } from 'zod';

/** Every refusal of the API: a French sentence the client can show as it is. */
export const errorResponse = z.object({
  success: z.literal(false),
  detail: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Answer of calls that only confirm. */
export const okResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});

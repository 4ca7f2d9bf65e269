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

/** limit/skip paging of a list, with French refusals. */
export const pagedQuery = (max: number, fallback: number) =>
  z.object({
    limit: z.coerce
      .number({ error: 'Champ « limit » : nombre attendu' })
      .int({ error: 'Champ « limit » : nombre entier attendu' })
      .min(1, { error: 'Champ « limit » : au moins 1' })
      .max(max, { error: `Champ « limit » : au plus ${max}` })
      .default(fallback),
    skip: z.coerce
      .number({ error: 'Champ « skip » : nombre attendu' })
      .int({ error: 'Champ « skip » : nombre entier attendu' })
      .min(0, { error: 'Champ « skip » : au moins 0' })
      .max(1_000_000, { error: 'Champ « skip » : trop grand' })
      .default(0),
  });

/** A positive integer id in a path or query (chat message ids). */
export const integerId = (field: string) =>
  z.coerce
    .number({ error: `Champ « ${field} » : nombre attendu` })
    .int({ error: `Champ « ${field} » : nombre entier attendu` })
    .min(1, { error: `Champ « ${field} » : au moins 1` })
    .max(Number.MAX_SAFE_INTEGER, { error: `Champ « ${field} » : trop grand` });

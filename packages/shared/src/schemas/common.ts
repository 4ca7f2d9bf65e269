import { z } from 'zod';
import { hasInvisibleCharacters } from '../domain/names';

/** Every refusal of the API: a French sentence the client can show as it is. */
export const errorResponse = z.object({
  success: z.literal(false),
  detail: z.string(),
  /** The request's id, as in the server's log lines: what support asks for. */
  request_id: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/**
 * The refusals a route may answer, each `{ success: false, detail }`: `refusals(400, 404)`
 * for the response map of a route schema.
 */
export function refusals<const Code extends number>(
  ...codes: Code[]
): { [Status in Code]: typeof errorResponse } {
  return Object.fromEntries(codes.map((code) => [code, errorResponse])) as {
    [Status in Code]: typeof errorResponse;
  };
}

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

/** The largest value of a PostgreSQL `integer` (serial) column. */
export const INT4_MAX = 2_147_483_647;

/**
 * A positive integer id in a path or query: up to `max`, the range of its column
 * (bigserial ids by default; INT4_MAX for serial ones), so the database never sees more.
 */
export const integerId = (field: string, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: `Champ « ${field} » : nombre attendu` })
    .int({ error: `Champ « ${field} » : nombre entier attendu` })
    .min(1, { error: `Champ « ${field} » : au moins 1` })
    .max(max, { error: `Champ « ${field} » : trop grand` });

/**
 * For every text an operator or a member types for others to read (a pseudo, an
 * announcement, a partner's offer, a campaign's name): no character that is not seen
 * (docs/product.md, names). `multiline` lets line breaks and tabs in.
 */
export function visibleText({ multiline = false } = {}) {
  return [
    (value: string) => !hasInvisibleCharacters(value, { multiline }),
    { error: 'Le texte ne peut pas contenir de caractères invisibles' },
  ] as const;
}

/**
 * Dates a request may name: years 2000 to 2099. PostgreSQL refuses year 0 (a 500 once came
 * of `?from=0000-01-01`), and no date of the programme lies outside them.
 */
const SANE_YEARS = { from: 2000, to: 2099 };
const saneYear = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= SANE_YEARS.from && year <= SANE_YEARS.to;
};

/** A Zurich day `AAAA-MM-JJ` within the sane years; `error` for both the form and the range. */
export function isoDay(error: string) {
  return z.iso.date({ error }).refine(saneYear, { error });
}

/** An ISO instant with its offset, within the sane years. */
export function isoInstant(error: string) {
  return z.iso.datetime({ offset: true, error }).refine(saneYear, { error });
}

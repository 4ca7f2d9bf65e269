import { z } from 'zod';
import { visibleText } from './common';
import { STATION_NAME_MAX, STATION_NAME_MIN, WEEKDAYS, openingHoursValid } from '../domain/stations';
import { BAYS_DEFAULT, BAYS_MAX, BAYS_MIN } from '../domain/affluence';

/**
 * A station named in a request. The list is data, so the schema checks only the shape; the
 * server answers the same sentence for a name it does not know (or a closed station).
 */
export function stationNameField(error: string) {
  return z.string({ error }).trim().min(1, { error }).max(60, { error });
}

const clockSpan = z.tuple([z.string(), z.string()]);
/** Opening hours in Zurich time, or null for 24/7 (docs/product.md, stations). */
export const openingHours = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(clockSpan)])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodArray<typeof clockSpan>
    >,
  )
  .nullable();

export const WASH_TYPES = ['standard', 'premium'] as const;

export const station = z.object({
  id: z.string(),
  name: z.string(),
  google_review_url: z.string(),
  /** The operator's name for it (the name by default) and its address (admin settings). */
  display_name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  hours: openingHours,
  wash_types: z.array(z.enum(WASH_TYPES)),
  photo_url: z.string().nullable(),
  open: z.boolean(),
  /** Whether a wash outside the hours is listed « À vérifier » (it is accepted all the same). */
  review_outside_hours: z.boolean(),
  /** Its wash bays (« Affluence » measures the visits against them). */
  bays: z.number().int(),
});

export const stationsResponse = z.object({
  stations: z.array(station),
});
export type Station = z.infer<typeof station>;

const stationName = z
  .string({ error: 'Le nom de la station est requis' })
  .trim()
  .min(STATION_NAME_MIN, {
    error: `Le nom de la station compte de ${STATION_NAME_MIN} à ${STATION_NAME_MAX} caractères`,
  })
  .max(STATION_NAME_MAX, {
    error: `Le nom de la station compte de ${STATION_NAME_MIN} à ${STATION_NAME_MAX} caractères`,
  })
  .refine(...visibleText())
  // A place's name: it goes into mails, pages and exports, so no markup and no formula.
  .regex(/^[^<>{}=+@\\]+$/u, { error: 'Le nom de la station ne peut pas contenir les signes < > { } = + @' });
const latitude = z
  .number({ error: 'La latitude est un nombre' })
  .min(-90, { error: 'La latitude est comprise entre -90 et 90' })
  .max(90, { error: 'La latitude est comprise entre -90 et 90' });
const longitude = z
  .number({ error: 'La longitude est un nombre' })
  .min(-180, { error: 'La longitude est comprise entre -180 et 180' })
  .max(180, { error: 'La longitude est comprise entre -180 et 180' });
const reviewUrl = z
  .url({ protocol: /^https$/, error: 'Le lien d’avis Google doit être une adresse https://' })
  .max(500, { error: 'Le lien d’avis Google doit être une adresse https://' });
/** Checked by the shared rule, so the admin form and the server refuse the same hours. */
const hoursField = z.unknown().refine((value) => value === null || openingHoursValid(value), {
  message:
    'Horaires illisibles : chaque jour de lundi à dimanche, des plages « HH:MM » à « HH:MM » qui se suivent',
});
const washTypes = z
  .array(z.enum(WASH_TYPES, { error: 'Type de lavage inconnu' }))
  .min(1, { error: 'Choisissez au moins un type de lavage' });
const displayName = z.string().trim().min(1, { error: 'Le nom affiché est requis' }).max(60);
const address = z.string().trim().max(200, { error: 'L’adresse est trop longue' });
const bays = z
  .number({ error: `Le nombre de pistes est un entier de ${BAYS_MIN} à ${BAYS_MAX}` })
  .int({ error: `Le nombre de pistes est un entier de ${BAYS_MIN} à ${BAYS_MAX}` })
  .min(BAYS_MIN, { error: `Le nombre de pistes est un entier de ${BAYS_MIN} à ${BAYS_MAX}` })
  .max(BAYS_MAX, { error: `Le nombre de pistes est un entier de ${BAYS_MIN} à ${BAYS_MAX}` });

/** POST /api/admin/stations: a new station (open at once, last in the order). */
export const createStationBody = z.object({
  name: stationName,
  display_name: displayName.optional(),
  address: address.default(''),
  latitude: latitude.nullable().default(null),
  longitude: longitude.nullable().default(null),
  hours: hoursField.default(null),
  google_review_url: reviewUrl,
  wash_types: washTypes.default(['standard']),
  review_outside_hours: z
    .boolean({ error: 'Champ « review_outside_hours » : vrai ou faux attendu' })
    .default(false),
  bays: bays.default(BAYS_DEFAULT),
});
export type CreateStationBody = z.infer<typeof createStationBody>;

/** PATCH /api/admin/stations/{id}: any field; `open` closes or reopens. */
export const updateStationBody = z
  .object({
    name: stationName,
    display_name: displayName.nullable(),
    address,
    latitude: latitude.nullable(),
    longitude: longitude.nullable(),
    hours: hoursField,
    google_review_url: reviewUrl,
    wash_types: washTypes,
    open: z.boolean({ error: 'Champ « open » : vrai ou faux attendu' }),
    review_outside_hours: z.boolean({ error: 'Champ « review_outside_hours » : vrai ou faux attendu' }),
    bays,
  })
  .partial();
export type UpdateStationBody = z.infer<typeof updateStationBody>;

export const stationParams = z.object({ id: z.string().max(60) });

/** PUT /api/admin/stations/order: every station's id, in the new order. */
export const stationOrderBody = z.object({
  ids: z.array(z.string().max(60)).min(1, { error: 'L’ordre donne chaque station une fois' }).max(200),
});

export const adminStationResponse = z.object({ station });

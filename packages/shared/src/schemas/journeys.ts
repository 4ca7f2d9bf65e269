import { z } from 'zod';
import {
  CAPS_PER_DAY,
  CAPS_PER_WEEK,
  HOLDOUT_BOUNDS,
  JOURNEY_BODY_MAX,
  JOURNEY_KEYS,
  JOURNEY_TITLE_MAX,
  OFFER_POINTS,
} from '../domain/journeys';
import { LOCALES, type Locale } from '../domain/locales';
import { isoDay } from './common';

const journeyText = z.object({ title: z.string(), body: z.string() });
const textsShape = Object.fromEntries(LOCALES.map((locale) => [locale, journeyText])) as Record<
  Locale,
  typeof journeyText
>;

export const journeySettings = z.object({
  key: z.enum(JOURNEY_KEYS),
  enabled: z.boolean(),
  holdout_percent: z.number().int(),
  /** Days (welcome, win-back); null where it does not apply. */
  threshold_days: z.number().int().nullable(),
  /** Weeks of streak (streak at risk); null elsewhere. */
  threshold_weeks: z.number().int().nullable(),
  /** Points of the offer (win-back, 0: none) or the gift (birthday); null elsewhere. */
  offer_points: z.number().int().nullable(),
  texts: z.object(textsShape),
  /** The placeholders its texts may use. */
  placeholders: z.array(z.string()),
});
export type JourneySettings = z.infer<typeof journeySettings>;

export const journeyCaps = z.object({ per_day: z.number().int(), per_week: z.number().int() });
export type JourneyCaps = z.infer<typeof journeyCaps>;

export const journeysResponse = z.object({ journeys: z.array(journeySettings), caps: journeyCaps });
export type JourneysResponse = z.infer<typeof journeysResponse>;

export const journeyParams = z.object({ key: z.enum(JOURNEY_KEYS, { error: 'Relance inconnue' }) });

const editedText = z.object({
  title: z
    .string({ error: 'Titre de la relance : texte attendu' })
    .trim()
    .min(1, { error: 'Titre de la relance : obligatoire' })
    .max(JOURNEY_TITLE_MAX, { error: `Titre de la relance : ${JOURNEY_TITLE_MAX} caractères au plus` }),
  body: z
    .string({ error: 'Texte de la relance : texte attendu' })
    .trim()
    .min(1, { error: 'Texte de la relance : obligatoire' })
    .max(JOURNEY_BODY_MAX, { error: `Texte de la relance : ${JOURNEY_BODY_MAX} caractères au plus` }),
});

const holdoutError = `Groupe témoin : nombre entier entre ${HOLDOUT_BOUNDS.min} et ${HOLDOUT_BOUNDS.max} %`;
const offerError = `Points offerts : nombre entier entre ${OFFER_POINTS.min} et ${OFFER_POINTS.max}`;
const perDayError = `Messages par jour : nombre entier entre ${CAPS_PER_DAY.min} et ${CAPS_PER_DAY.max}`;
const perWeekError = `Messages par semaine : nombre entier entre ${CAPS_PER_WEEK.min} et ${CAPS_PER_WEEK.max}`;

export const journeyBody = z
  .object({
    enabled: z.boolean({ error: 'Champ « enabled » : vrai ou faux attendu' }).optional(),
    holdout_percent: z
      .number({ error: holdoutError })
      .int({ error: holdoutError })
      .min(HOLDOUT_BOUNDS.min, { error: holdoutError })
      .max(HOLDOUT_BOUNDS.max, { error: holdoutError })
      .optional(),
    /** Bounds per journey: checked by the server (its detail names them). */
    threshold_days: z
      .number({ error: 'Seuil en jours : nombre entier attendu' })
      .int({ error: 'Seuil en jours : nombre entier attendu' })
      .optional(),
    threshold_weeks: z
      .number({ error: 'Seuil en semaines : nombre entier attendu' })
      .int({ error: 'Seuil en semaines : nombre entier attendu' })
      .optional(),
    offer_points: z
      .number({ error: offerError })
      .int({ error: offerError })
      .min(OFFER_POINTS.min, { error: offerError })
      .max(OFFER_POINTS.max, { error: offerError })
      .optional(),
    texts: z
      .object(
        Object.fromEntries(LOCALES.map((locale) => [locale, editedText.optional()])) as Record<
          Locale,
          z.ZodOptional<typeof editedText>
        >,
      )
      .strict()
      .optional(),
  })
  .strict();
export type JourneyBody = z.infer<typeof journeyBody>;

export const capsBody = z
  .object({
    per_day: z
      .number({ error: perDayError })
      .int({ error: perDayError })
      .min(CAPS_PER_DAY.min, { error: perDayError })
      .max(CAPS_PER_DAY.max, { error: perDayError }),
    per_week: z
      .number({ error: perWeekError })
      .int({ error: perWeekError })
      .min(CAPS_PER_WEEK.min, { error: perWeekError })
      .max(CAPS_PER_WEEK.max, { error: perWeekError }),
  })
  .strict()
  .refine((caps) => caps.per_week >= caps.per_day, {
    error: 'Messages par semaine : au moins autant que par jour',
  });

/** One journey's figures over a period (Statistics → « Relances »). */
export const journeyFigures = z.object({
  key: z.enum(JOURNEY_KEYS),
  /** Occasions: members messaged plus members held back. */
  eligible: z.number().int(),
  sent: z.number().int(),
  control: z.number().int(),
  /** Messages opened: the notification read (or its push followed). */
  opened: z.number().int(),
  /** Shares (0 to 1) that washed within 14 days, messaged and held back; null without members. */
  returned_sent: z.number().nullable(),
  returned_control: z.number().nullable(),
  /** Percentage points, with Newcombe's 95 % interval; null while a group is empty. */
  lift: z.number().nullable(),
  ci_low: z.number().nullable(),
  ci_high: z.number().nullable(),
  significant: z.boolean(),
  /** Points the journey paid: win-back offers used, birthday gifts. */
  points_paid: z.number().int(),
});
export type JourneyFigures = z.infer<typeof journeyFigures>;

const day = isoDay('Date invalide (AAAA-MM-JJ)');

export const journeyStatisticsQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'La date de début suit la date de fin',
    path: ['to'],
  });

export const journeyStatisticsResponse = z.object({
  from: z.string(),
  to: z.string(),
  journeys: z.array(journeyFigures),
});
export type JourneyStatistics = z.infer<typeof journeyStatisticsResponse>;

import { z } from 'zod';
import { visibleText, isoInstant } from './common';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_LANGUAGES,
  ANNOUNCEMENT_LINKS,
  ANNOUNCEMENT_TITLE_MAX,
  AUDIENCES,
} from '../domain/announcements';
import { stationNameField } from './stations';

export const audienceBody = z
  .object({
    audience: z.enum(AUDIENCES, { error: 'Public inconnu' }),
    station: stationNameField('Veuillez choisir une station').nullish(),
  })
  .superRefine((body, context) => {
    if (body.audience === 'station_regulars' && !body.station)
      context.addIssue({ code: 'custom', path: ['station'], message: 'Veuillez choisir une station' });
  });

export const audienceResponse = z.object({
  /** Members the announcement would reach. */
  count: z.number().int(),
  /** Of them, members who already received an announcement that day. */
  already_served: z.number().int(),
});

const announcementTitle = z
  .string({ error: 'Le titre est requis' })
  .trim()
  .min(1, { error: 'Le titre est requis' })
  .max(ANNOUNCEMENT_TITLE_MAX, {
    error: `Le titre ne peut pas dépasser ${ANNOUNCEMENT_TITLE_MAX} caractères`,
  })
  .refine(...visibleText());
const announcementText = z
  .string({ error: 'Le texte est requis' })
  .trim()
  .min(1, { error: 'Le texte est requis' })
  .max(ANNOUNCEMENT_BODY_MAX, {
    error: `Le texte ne peut pas dépasser ${ANNOUNCEMENT_BODY_MAX} caractères`,
  })
  .refine(...visibleText({ multiline: true }));

/**
 * An announcement in other languages (issue 22): each member reads the version in their
 * language, else the French one. A language left out is simply absent.
 */
export const announcementTranslations = z
  .object(
    Object.fromEntries(
      ANNOUNCEMENT_LANGUAGES.map((locale) => [
        locale,
        z.object({ title: announcementTitle, body: announcementText }).optional(),
      ]),
    ) as Record<
      (typeof ANNOUNCEMENT_LANGUAGES)[number],
      z.ZodOptional<z.ZodObject<{ title: typeof announcementTitle; body: typeof announcementText }>>
    >,
    { error: 'Langue inconnue' },
  )
  .strict();
export type AnnouncementTranslations = z.infer<typeof announcementTranslations>;

export const announcementBody = z
  .object({
    title: announcementTitle,
    body: announcementText,
    translations: announcementTranslations.optional(),
    link: z.enum(ANNOUNCEMENT_LINKS, { error: 'Ce lien n’est pas une page de l’application' }).nullish(),
    audience: z.enum(AUDIENCES, { error: 'Public inconnu' }),
    station: stationNameField('Veuillez choisir une station').nullish(),
    /** Absent: now. */
    send_at: isoInstant('Date d’envoi invalide').nullish(),
  })
  .superRefine((body, context) => {
    if (body.audience === 'station_regulars' && !body.station)
      context.addIssue({ code: 'custom', path: ['station'], message: 'Veuillez choisir une station' });
  });
export type AnnouncementBody = z.input<typeof announcementBody>;

export const announcement = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  translations: announcementTranslations,
  link: z.string().nullable(),
  audience: z.enum(AUDIENCES),
  station: z.string().nullable(),
  send_at: z.string(),
  status: z.enum(['scheduled', 'sending', 'sent', 'cancelled']),
  sent_at: z.string().nullable(),
  reached: z.number().int(),
  skipped: z.number().int(),
  push_sent: z.number().int(),
  push_failed: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
});
export type AnnouncementView = z.infer<typeof announcement>;

export const announcementsResponse = z.object({ announcements: z.array(announcement) });
export const announcementResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  announcement,
});
export const announcementParams = z.object({ id: z.uuid({ error: 'Annonce introuvable' }) });

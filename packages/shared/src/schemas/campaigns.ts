import { z } from 'zod';
import { visibleText, isoInstant } from './common';
import { CAMPAIGN_BONUS, CAMPAIGN_KINDS, MULTIPLIER_PERCENT } from '../domain/campaigns';
import { stationNameField } from './stations';

/** A campaign as members' screens and the add-wash preview read it. */
export const campaign = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  value: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  stations: z.array(z.string()),
  weekdays: z.array(z.number().int()),
  from_minute: z.number().int().nullable(),
  to_minute: z.number().int().nullable(),
});
export type CampaignView = z.infer<typeof campaign>;

/** The operator's list: each campaign with who made it and what it paid so far. */
export const adminCampaign = campaign.extend({
  created_at: z.string(),
  created_by: z.string(),
  /** Washes it added points to, and how many points in all. */
  washes: z.number().int(),
  extra_points: z.number().int(),
});
export const adminCampaignsResponse = z.object({ campaigns: z.array(adminCampaign) });

const minuteOfDay = z
  .number({ error: 'Heure invalide' })
  .int({ error: 'Heure invalide' })
  .min(0, { error: 'Heure invalide' })
  .max(24 * 60, { error: 'Heure invalide' });

export const campaignBody = z
  .object({
    name: z
      .string({ error: 'Le nom de la campagne est requis' })
      .trim()
      .min(1, { error: 'Le nom de la campagne est requis' })
      .max(60, { error: 'Le nom de la campagne ne peut pas dépasser 60 caractères' })
      .refine(...visibleText()),
    kind: z.enum(CAMPAIGN_KINDS, { error: 'Type de campagne inconnu' }),
    value: z
      .number({ error: 'Valeur de la campagne : nombre attendu' })
      .int({ error: 'Valeur de la campagne : nombre entier attendu' }),
    /** Absent: from now (a campaign started by hand). */
    starts_at: isoInstant('Date de début invalide').optional(),
    ends_at: isoInstant('Date de fin invalide'),
    stations: z.array(stationNameField('Station inconnue')).max(3).default([]),
    weekdays: z
      .array(z.number().int().min(1, { error: 'Jour invalide' }).max(7, { error: 'Jour invalide' }))
      .max(7)
      .default([]),
    from_minute: minuteOfDay.nullable().default(null),
    to_minute: minuteOfDay.nullable().default(null),
  })
  .superRefine((body, context) => {
    const range = body.kind === 'multiplier' ? MULTIPLIER_PERCENT : CAMPAIGN_BONUS;
    if (body.value < range.min || body.value > range.max)
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          body.kind === 'multiplier'
            ? 'Le multiplicateur doit être entre ×1,1 et ×3'
            : `Le bonus doit être entre ${CAMPAIGN_BONUS.min} et ${CAMPAIGN_BONUS.max} points`,
      });
    if ((body.from_minute === null) !== (body.to_minute === null))
      context.addIssue({
        code: 'custom',
        path: ['to_minute'],
        message: 'Indiquez l’heure de début et l’heure de fin, ou aucune',
      });
    if (body.from_minute !== null && body.to_minute !== null && body.from_minute >= body.to_minute)
      context.addIssue({
        code: 'custom',
        path: ['to_minute'],
        message: 'L’heure de fin doit suivre l’heure de début',
      });
    if (body.starts_at !== undefined && Date.parse(body.ends_at) <= Date.parse(body.starts_at))
      context.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: 'La fin de la campagne doit suivre son début',
      });
  });
export type CampaignBody = z.input<typeof campaignBody>;

export const campaignParams = z.object({ id: z.uuid({ error: 'Campagne inconnue' }) });
export const campaignResponse = z.object({ success: z.literal(true), campaign: adminCampaign });

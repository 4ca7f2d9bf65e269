import { z } from 'zod';
import { isoDay } from './common';
import { stationNameField } from './stations';

/** What the operator can download as CSV (GET /api/admin/exports/<kind>.csv). */
export const EXPORT_KINDS = ['members', 'washes', 'ledger', 'journal', 'at_risk', 'journeys'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const day = isoDay('Date invalide (AAAA-MM-JJ)');

/**
 * The filters of the screen the export comes from. Dates are Zurich days, both included;
 * `member` is a member's id; `action` and `q` narrow the journal as its tab does.
 */
export const exportQuery = z
  .object({
    from: day.optional(),
    to: day.optional(),
    station: stationNameField('Station inconnue').optional(),
    member: z.uuid({ error: 'Identifiant de membre invalide' }).optional(),
    action: z.string().trim().max(60).optional(),
    q: z.string().trim().max(100, { error: 'Recherche trop longue' }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'La date de début suit la date de fin',
    path: ['to'],
  });
export type ExportQuery = z.infer<typeof exportQuery>;

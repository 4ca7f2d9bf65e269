import { z } from 'zod';
import { PAIRING_CODE_LENGTH } from '../domain/presence';
import { stationNameField } from './stations';

const codeDigits = z
  .string({ error: 'Le code de la station compte 6 chiffres' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Le code de la station compte 6 chiffres' });

/**
 * A wash's proof of presence: the QR's `<display_id>.<step>.<code>`, or the 6 digits typed
 * at the station (with the step the phone saw them at, when sent later from offline).
 */
export const presenceProof = z.union(
  [
    z.string().trim().min(1).max(80, { error: 'Code de station invalide' }),
    z.object({
      station: stationNameField('Station inconnue'),
      code: codeDigits,
      step: z.number().int().min(0).max(1e11).optional(),
    }),
  ],
  { error: 'Code de station invalide' },
);
export type PresenceProof = z.infer<typeof presenceProof>;

/** Where the phone was, when the customer allowed it: a second signal, never a wall. */
export const washLocation = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000),
});

export const stationParams = z.object({
  station: stationNameField('Station inconnue'),
});
export const displayParams = stationParams.extend({
  display_id: z.uuid({ error: 'Écran introuvable' }),
});

export const createDisplayBody = z
  .object({
    label: z
      .string()
      .trim()
      .max(40, { error: 'Le nom de l’écran est trop long (40 caractères au plus)' })
      .optional(),
  })
  .default({});
export const createDisplayResponse = z.object({
  display_id: z.string(),
  label: z.string(),
  pairing_code: z.string(),
  expires_at: z.string(),
});

export const stationDisplay = z.object({
  id: z.string(),
  label: z.string(),
  paired_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  revoked: z.boolean(),
  /** While waiting for its device: when the pairing code stops working. */
  pairing_expires_at: z.string().nullable(),
});
export type StationDisplay = z.infer<typeof stationDisplay>;
export const displaysResponse = z.object({ displays: z.array(stationDisplay) });

export const pairBody = z.object({
  pairing_code: z
    .string({ error: 'Saisissez le code d’appairage' })
    .trim()
    .min(1, { error: 'Saisissez le code d’appairage' })
    .max(PAIRING_CODE_LENGTH + 8, { error: 'Code d’appairage invalide' }),
});
export const pairResponse = z.object({
  display_id: z.string(),
  station: z.string(),
  label: z.string(),
  secret: z.string(),
  digits: z.literal(6),
  period: z.literal(30),
  algorithm: z.literal('SHA1'),
});
export type PairedDisplay = z.infer<typeof pairResponse>;

export const heartbeatBody = z.object({
  /** `<display_id>.<step>.<code>`: the display proves it holds the secret. */
  token: z.string().trim().min(1).max(80),
});
export const heartbeatResponse = z.object({
  success: z.literal(true),
  station: z.string(),
  label: z.string(),
});

export const displayIdParams = z.object({ display_id: z.uuid({ error: 'Écran introuvable' }) });
/** What a customer's app learns from a scanned display id: the station to preselect. */
export const displayStationResponse = z.object({ station: z.string(), label: z.string() });

/** The server's time: a display sets its codes by it, whatever its own clock says. */
export const clockResponse = z.object({ now: z.string() });

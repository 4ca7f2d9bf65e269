import { z } from 'zod';
import { pagedQuery } from './common';

export const LEDGER_REASONS = [
  'wash',
  'share',
  'google_review',
  'referral_referrer',
  'referral_referred',
  'badge',
  'snake_prize',
  'admin_adjustment',
  'wash_removed',
  'badge_revoked',
  'review_revoked',
  'joker_purchase',
  'journey_offer',
  'birthday',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const pointsHistoryQuery = pagedQuery(100, 20);

/** One row of the member's points ledger, told in French (« Historique des points »). */
export const pointsHistoryEntry = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  /** « Lavage à Saint-Blaise », « Badge « Premier lavage » », « Ajustement par l’équipe : … ». */
  label: z.string(),
  created_at: z.string(),
});
export type PointsHistoryEntry = z.infer<typeof pointsHistoryEntry>;

export const pointsHistoryResponse = z.object({
  entries: z.array(pointsHistoryEntry),
  total: z.number().int(),
});

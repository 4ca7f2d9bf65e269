import type { LedgerReason } from '../schemas/ledger';

/** Each ledger reason in a word or two: the statistics and the CSV exports say the same. */
export const LEDGER_REASONS_FR: Readonly<Record<LedgerReason, string>> = {
  wash: 'Lavage',
  share: 'Partage',
  google_review: 'Avis Google',
  referral_referrer: 'Parrainage (parrain)',
  referral_referred: 'Parrainage (filleul)',
  badge: 'Badge',
  snake_prize: 'Prix du défi Snake',
  admin_adjustment: 'Ajustement par l’équipe',
  wash_removed: 'Lavage retiré',
};

export const ledgerReasonFr = (reason: string): string => LEDGER_REASONS_FR[reason as LedgerReason] ?? reason;

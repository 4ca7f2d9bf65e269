import { publicName } from '@app/shared/domain/names';
import type { LedgerReason, PointsHistoryEntry } from '@app/shared/schemas/ledger';
import { messages } from '../../i18n/fr';
import type { HistoryRow } from './ledger.repository';

/** "2026-11-16" as "16.11.2026". */
const swissDate = (day: string) => day.split('-').reverse().join('.');

/** What a ledger row is about, in a sentence the member reads in their history. */
export function ledgerLabel(row: HistoryRow): string {
  const words = messages.ledger;
  const friend = row.friend_name !== null ? publicName(row.friend_pseudo, row.friend_name) : null;
  switch (row.reason as LedgerReason) {
    case 'wash':
      return words.wash(row.station);
    case 'share':
      return words.share(row.social_platform, row.station);
    case 'google_review':
      // The key names the station: google_review:<user>:<station>.
      return words.googleReview(row.idempotency_key.split(':').slice(2).join(':') || null);
    case 'referral_referrer':
      return words.referrer(friend);
    case 'referral_referred':
      return words.referred(friend);
    case 'badge':
      return words.badge(row.badge_name);
    case 'snake_prize': {
      const [week, rank] = (row.reference ?? '').split('#');
      return words.snakePrize(rank ? Number(rank) : null, week ? swissDate(week) : null);
    }
    case 'admin_adjustment':
      return words.adjustment(row.reference);
    case 'wash_removed':
      return words.washRemoved;
  }
}

export function presentHistoryEntry(row: HistoryRow): PointsHistoryEntry {
  return {
    id: row.id,
    delta: row.delta,
    reason: row.reason as LedgerReason,
    label: ledgerLabel(row),
    created_at: new Date(row.created_at).toISOString(),
  };
}

import { publicName } from '@app/shared/domain/names';
import type { LedgerReason, PointsHistoryEntry } from '@app/shared/schemas/ledger';
import { badgeText, messages } from '../../i18n';
import type { HistoryRow } from './ledger.repository';

/** "2026-11-16" as "16.11.2026". */
const swissDate = (day: string) => day.split('-').reverse().join('.');

/** What a ledger row is about, in a sentence the member reads in their history. */
export function ledgerLabel(row: HistoryRow): string {
  const words = messages.ledger;
  const friend = row.friend_name !== null ? publicName(row.friend_pseudo, row.friend_name) : null;
  switch (row.reason as LedgerReason) {
    case 'wash':
      return row.station ? words.wash({ station: row.station }) : words.washWithoutPhoto;
    case 'share': {
      const platform = row.social_platform ?? 'instagram';
      return row.station
        ? words.share({ platform, station: row.station })
        : words.shareWithoutWash({ platform });
    }
    case 'google_review':
      // The row keeps the station's id: its name today, whatever it was called then.
      return row.about_station
        ? words.googleReview({ station: row.about_station })
        : words.googleReviewWithoutStation;
    case 'referral_referrer':
      return friend ? words.referrer({ friend }) : words.referrerWithoutFriend;
    case 'referral_referred':
      return friend ? words.referred({ friend }) : words.referredWithoutFriend;
    case 'badge': {
      // A seeded badge in the reader's language (the badges screen's name); one an operator
      // added keeps the name it was given.
      const name = (row.badge_id ? badgeText(messages, row.badge_id)?.name : undefined) ?? row.badge_name;
      return name ? words.badge({ name }) : words.badgeWithoutName;
    }
    case 'snake_prize': {
      const [week, rank] = (row.reference ?? '').split('#');
      return rank && week
        ? words.snakePrize({ rank: Number(rank), week: swissDate(week) })
        : words.snakePrizeWithoutRank;
    }
    case 'admin_adjustment':
      return row.reference ? words.adjustment({ reason: row.reference }) : words.adjustmentWithoutReason;
    case 'wash_removed':
      return words.washRemoved;
    case 'badge_revoked': {
      const name = (row.badge_id ? badgeText(messages, row.badge_id)?.name : undefined) ?? row.badge_name;
      return name ? words.badgeRevoked({ name }) : words.badgeRevokedWithoutName;
    }
    case 'review_revoked':
      return row.about_station
        ? words.reviewRevoked({ station: row.about_station })
        : words.reviewRevokedWithoutStation;
    case 'joker_purchase':
      return words.jokerPurchase;
    case 'journey_offer':
      return words.journeyOffer;
    case 'birthday':
      return words.birthday;
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

import { count, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { pageOf } from '../../db/paging';
import { pointsLedger } from '../../db/schema';

export interface HistoryRow {
  id: number;
  delta: number;
  reason: string;
  reference: string | null;
  idempotency_key: string;
  created_at: Date | string;
  /** The wash's station (a wash, a share of it), while the wash is there. */
  station: string | null;
  /**
   * The station the row is about, by its name today, kept by id on the row: a wash's, a
   * share's, a removed wash's, a review bonus's and its revocation's (a rename follows).
   */
  about_station: string | null;
  social_platform: string | null;
  badge_id: string | null;
  badge_name: string | null;
  /** The other member of a referral. */
  friend_pseudo: string | null;
  friend_name: string | null;
}

/** A ledger row (`l`) with what it is about: its wash (`w`), station (`s`), badge (`b`), friend (`f`). */
export const HISTORY_COLUMNS = sql`l.id, l.delta, l.reason, l.reference, l.idempotency_key, l.created_at,
  w.station, s.name AS about_station, w.social_platform, b.id AS badge_id, b.name AS badge_name, f.pseudo AS friend_pseudo, f.name AS friend_name`;
export const HISTORY_SOURCE = sql`points_ledger l
  LEFT JOIN washes w ON w.id = CASE WHEN l.reason IN ('wash', 'share') THEN l.reference::uuid END
  LEFT JOIN stations s ON s.id = l.station_id
  LEFT JOIN badges b ON l.reason IN ('badge', 'badge_revoked') AND b.id = l.reference
  LEFT JOIN users f
    ON f.id = CASE WHEN l.reason IN ('referral_referrer', 'referral_referred') THEN l.reference::uuid END`;

/**
 * A member's ledger, newest first, each row with what it is about (the wash's station, the
 * badge's name, the friend of a referral) in one round trip.
 */
export function ledgerHistory(db: Executor, userId: string, limit: number, skip: number) {
  return pageOf(
    queryRows<HistoryRow>(
      db,
      sql`SELECT ${HISTORY_COLUMNS} FROM ${HISTORY_SOURCE}
          WHERE l.user_id = ${userId}
          ORDER BY l.created_at DESC, l.id DESC
          LIMIT ${limit} OFFSET ${skip}`,
    ),
    db.select({ value: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId)),
  );
}

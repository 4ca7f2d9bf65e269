import { addDays, zurichMidnight } from '@app/shared/domain/zurich-time';
import type { ExportQuery } from '@app/shared/schemas/exports';
import { and, desc, getTableColumns, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import { HISTORY_COLUMNS, HISTORY_SOURCE, type HistoryRow } from '../ledger/ledger.repository';
import { containing } from '../../db/patterns';
import { journalWhere } from './admin.repository';

/** Rows read per round trip: an export of 100,000 rows never holds more than this. */
export const EXPORT_CHUNK = 500;

/** The instants of a Zurich day range, the last day included. */
function instants(query: ExportQuery) {
  return {
    from: query.from ? zurichMidnight(query.from) : undefined,
    until: query.to ? zurichMidnight(addDays(query.to, 1)) : undefined,
  };
}

const where = (conditions: (SQL | undefined)[]) => {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? sql`WHERE ${sql.join(present, sql` AND `)}` : sql``;
};

/**
 * Reads a query page after page in its own order, resuming after the last row seen: the
 * cursor is the row's creation instant as PostgreSQL writes it (microseconds kept, which a
 * JavaScript Date would round) and its id.
 */
async function* keyset<T extends { cursor_at: string; id: string | number }>(
  read: (after: SQL | undefined) => Promise<T[]>,
  column: { at: SQL; id: SQL; idType: SQL },
): AsyncGenerator<T> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    if (rows.length < EXPORT_CHUNK) return;
    const last = rows[rows.length - 1]!;
    after = sql`(${column.at}, ${column.id}) > (${last.cursor_at}::timestamptz, ${String(last.id)}::${column.idType})`;
  }
}

export interface MemberExportRow {
  cursor_at: string;
  id: string;
  name: string;
  pseudo: string | null;
  email: string;
  auth_provider: string;
  is_admin: boolean;
  favorite_station: string | null;
  total_points: number;
  level: number;
  total_washes: number;
  wash_streak: number;
  referred_by_name: string | null;
  created_at: Date | string;
  last_active_at: Date | string | null;
}

/** Members in the order they joined; `station` is their favourite, `q` a name or address. */
export function memberRows(db: Executor, query: ExportQuery): AsyncGenerator<MemberExportRow> {
  const { from, until } = instants(query);
  const pattern = query.q ? containing(query.q) : null;
  const filters = [
    from ? sql`u.created_at >= ${from}` : undefined,
    until ? sql`u.created_at < ${until}` : undefined,
    query.station ? sql`u.favorite_station = ${query.station}` : undefined,
    query.member ? sql`u.id = ${query.member}` : undefined,
    pattern
      ? sql`(u.name ILIKE ${pattern} OR u.pseudo ILIKE ${pattern} OR u.email ILIKE ${pattern})`
      : undefined,
  ];
  return keyset(
    (after) =>
      queryRows<MemberExportRow>(
        db,
        sql`SELECT u.created_at::text AS cursor_at, u.id, u.name, u.pseudo, u.email, u.auth_provider,
              u.is_admin, u.favorite_station, u.total_points, u.level, u.total_washes, u.wash_streak,
              r.name AS referred_by_name, u.created_at, u.last_active_at
            FROM users u LEFT JOIN users r ON r.id = u.referred_by
            ${where([...filters, after])}
            ORDER BY u.created_at, u.id LIMIT ${EXPORT_CHUNK}`,
      ),
    { at: sql`u.created_at`, id: sql`u.id`, idType: sql`uuid` },
  );
}

export interface WashExportRow {
  cursor_at: string;
  id: string;
  created_at: Date | string;
  station: string;
  user_id: string;
  user_name: string;
  wash_type: string;
  points_earned: number;
  bonus_applied: string[];
  verified: boolean;
  social_platform: string | null;
  review_reason: string | null;
}

/** Washes in the order they were recorded; dates are the washes' Zurich days. */
export function washRows(db: Executor, query: ExportQuery): AsyncGenerator<WashExportRow> {
  const filters = [
    query.from ? sql`w.day >= ${query.from}` : undefined,
    query.to ? sql`w.day <= ${query.to}` : undefined,
    query.station ? sql`w.station = ${query.station}` : undefined,
    query.member ? sql`w.user_id = ${query.member}` : undefined,
  ];
  return keyset(
    (after) =>
      queryRows<WashExportRow>(
        db,
        sql`SELECT w.created_at::text AS cursor_at, w.id, w.created_at, w.station, w.user_id,
              u.name AS user_name, w.wash_type, w.points_earned, w.bonus_applied, w.verified,
              w.social_platform, w.review_reason
            FROM washes w JOIN users u ON u.id = w.user_id
            ${where([...filters, after])}
            ORDER BY w.created_at, w.id LIMIT ${EXPORT_CHUNK}`,
      ),
    { at: sql`w.created_at`, id: sql`w.id`, idType: sql`uuid` },
  );
}

export type LedgerExportRow = HistoryRow & { cursor_at: string; user_id: string; user_name: string };

/** Ledger rows in order; `station` keeps the rows about that station (a wash, its share, a review bonus). */
export function ledgerRows(db: Executor, query: ExportQuery): AsyncGenerator<LedgerExportRow> {
  const { from, until } = instants(query);
  const filters = [
    from ? sql`l.created_at >= ${from}` : undefined,
    until ? sql`l.created_at < ${until}` : undefined,
    query.station ? sql`s.name = ${query.station}` : undefined,
    query.member ? sql`l.user_id = ${query.member}` : undefined,
  ];
  return keyset(
    (after) =>
      queryRows<LedgerExportRow>(
        db,
        sql`SELECT l.created_at::text AS cursor_at, ${HISTORY_COLUMNS}, l.user_id, m.name AS user_name
            FROM ${HISTORY_SOURCE} JOIN users m ON m.id = l.user_id
            ${where([...filters, after])}
            ORDER BY l.created_at, l.id LIMIT ${EXPORT_CHUNK}`,
      ),
    { at: sql`l.created_at`, id: sql`l.id`, idType: sql`integer` },
  );
}

export type JournalExportRow = typeof auditLog.$inferSelect;

/** The journal with its tab's filters, newest first as the tab shows it; `member` is the target. */
export async function* journalRows(db: Executor, query: ExportQuery): AsyncGenerator<JournalExportRow> {
  const { from, until } = instants(query);
  const filters = journalWhere({
    action: query.action || undefined,
    targetId: query.member,
    name: query.q || undefined,
    from,
    until,
  });
  let before: number | undefined;
  for (;;) {
    const rows = await db
      .select(getTableColumns(auditLog))
      .from(auditLog)
      .where(and(filters, before === undefined ? undefined : lt(auditLog.id, before)))
      .orderBy(desc(auditLog.id))
      .limit(EXPORT_CHUNK);
    yield* rows;
    if (rows.length < EXPORT_CHUNK) return;
    before = rows[rows.length - 1]!.id;
  }
}

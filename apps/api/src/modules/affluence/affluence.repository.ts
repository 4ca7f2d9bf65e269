import { sql } from 'drizzle-orm';
import { AFFLUENCE_HISTORY_WEEKS, AFFLUENCE_WINDOW_MINUTES } from '@app/shared/domain/affluence';
import { addDays, zurichDay } from '@app/shared/domain/zurich-time';
import { queryRows, type Executor } from '../../db/client';
import type { StationRow } from '../stations/stations.directory';

/** A station as measured: its id, its name (washes and displays name it) and its bays. */
export type AffluenceStation = Pick<StationRow, 'id' | 'name' | 'bays'>;

export interface StationVisits {
  /** Members seen at the bays in the last 20 minutes: a wash or a code scan, each once. */
  membersSeen: number;
  /** Washes per Zurich hour over the past 8 weeks' days of today's weekday. */
  hourTotals: number[];
  /** Washes over the past 8 weeks (56 days before today). */
  historyWashes: number;
}

/**
 * One station's visits, in one query: the members seen lately (washes by their Zurich day,
 * then their time, through washes' (station, day, user) index; code scans through the
 * station's displays) and its day rows of the past 8 weeks (`station_days`).
 */
export async function measureStation(
  db: Executor,
  station: AffluenceStation,
  now: Date,
): Promise<StationVisits> {
  const since = new Date(now.getTime() - AFFLUENCE_WINDOW_MINUTES * 60_000).toISOString();
  const today = zurichDay(now);
  const firstDay = addDays(today, -7 * AFFLUENCE_HISTORY_WEEKS);
  const sameWeekdays = Array.from({ length: AFFLUENCE_HISTORY_WEEKS }, (_, week) =>
    addDays(today, -7 * (week + 1)),
  );
  const [row] = await queryRows<{ members_seen: number; history_washes: number; hours: number[][] | null }>(
    db,
    sql`
    WITH seen AS (
      SELECT user_id FROM washes
      WHERE station = ${station.name} AND day >= ${zurichDay(new Date(since))}::date AND created_at > ${since}::timestamptz
      UNION
      SELECT u.user_id FROM presence_uses u JOIN station_displays d ON d.id = u.display_id
      WHERE d.station = ${station.name} AND u.created_at > ${since}::timestamptz
    ), history AS (
      SELECT day, washes, hours FROM station_days
      WHERE station_id = ${station.id} AND day >= ${firstDay}::date AND day < ${today}::date
    )
    SELECT (SELECT count(*) FROM seen)::int AS members_seen,
           (SELECT coalesce(sum(washes), 0) FROM history)::int AS history_washes,
           (SELECT json_agg(hours) FROM history WHERE day = ANY(${`{${sameWeekdays.join(',')}}`}::date[])) AS hours`,
  );
  const hourTotals = Array<number>(24).fill(0);
  for (const day of row?.hours ?? []) day.forEach((count, hour) => (hourTotals[hour]! += count));
  return { membersSeen: row?.members_seen ?? 0, hourTotals, historyWashes: row?.history_washes ?? 0 };
}

/**
 * Claims the network's refresh for this minute: true for the one instance whose update finds
 * the last refresh at least `everyMs` old (the others see the row already moved on).
 */
export async function claimRefresh(db: Executor, now: Date, everyMs: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE affluence_refresh SET refreshed_at = ${now.toISOString()}::timestamptz
        WHERE id = 1 AND refreshed_at <= ${new Date(now.getTime() - everyMs).toISOString()}::timestamptz
        RETURNING id`,
  );
  return rows.length > 0;
}

export interface StoredAffluence {
  station_id: string;
  now_level: string | null;
  usual: unknown;
  computed_at: Date | string;
}

/** The open stations' rows, in the operator's order, with their current names. */
export function readAffluence(db: Executor): Promise<(StoredAffluence & { name: string })[]> {
  return queryRows<StoredAffluence & { name: string }>(
    db,
    sql`SELECT a.station_id, s.name, a.now_level, a.usual, a.computed_at
        FROM station_affluence a JOIN stations s ON s.id = a.station_id
        WHERE s.open ORDER BY s.sort_order, s.name`,
  );
}

/** Writes every station's levels in one statement and tells every instance. */
export async function writeAffluence(db: Executor, rows: StoredAffluence[], channel: string): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO station_affluence (station_id, now_level, usual, computed_at)
    SELECT r.station_id, r.now_level, r.usual, r.computed_at
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(station_id text, now_level text, usual jsonb, computed_at timestamptz)
    ON CONFLICT (station_id) DO UPDATE
      SET now_level = excluded.now_level, usual = excluded.usual, computed_at = excluded.computed_at`);
  await db.execute(sql`SELECT pg_notify(${channel}, '')`);
}

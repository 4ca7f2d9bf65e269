import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';

/** Members whose points total is not the sum of their ledger (an invariant: none). */
export async function totalsOffTheLedger(db: Executor): Promise<{ id: string }[]> {
  return queryRows<{ id: string }>(
    db,
    sql`SELECT u.id FROM users u
          LEFT JOIN (SELECT user_id, sum(delta)::int AS total FROM points_ledger GROUP BY user_id) l
            ON l.user_id = u.id
         WHERE coalesce(l.total, 0) <> u.total_points`,
  );
}

/**
 * The `station_days` rows (decision 0032) that differ from what the washes and the ledger
 * hold, computed again from them: washes and their Zurich hours per day and station, and
 * the 'wash', 'share' and 'wash_removed' points per ledger day and station (an invariant: none).
 */
export async function stationDaysOffTheWashes(db: Executor): Promise<unknown[]> {
  return queryRows(
    db,
    sql`WITH per_hour AS (
          SELECT w.day, s.id AS station_id, extract(hour FROM w.created_at AT TIME ZONE 'Europe/Zurich')::int AS hour,
            count(*)::int AS n
          FROM washes w JOIN stations s ON s.name = w.station GROUP BY 1, 2, 3),
        live_washes AS (
          SELECT k.day, k.station_id, sum(coalesce(p.n, 0))::int AS washes,
            array_agg(coalesce(p.n, 0) ORDER BY h.hour) AS hours
          FROM (SELECT DISTINCT day, station_id FROM per_hour) AS k
          CROSS JOIN generate_series(0, 23) AS h(hour)
          LEFT JOIN per_hour p ON p.day = k.day AND p.station_id = k.station_id AND p.hour = h.hour
          GROUP BY k.day, k.station_id),
        live_points AS (
          SELECT (l.created_at AT TIME ZONE 'Europe/Zurich')::date AS day, l.station_id,
            coalesce(sum(l.delta) FILTER (WHERE l.reason = 'wash'), 0)::int AS wash_points,
            coalesce(sum(l.delta) FILTER (WHERE l.reason = 'share'), 0)::int AS share_points,
            coalesce(sum(l.delta) FILTER (WHERE l.reason = 'wash_removed'), 0)::int AS removed_points
          FROM points_ledger l WHERE l.station_id IS NOT NULL GROUP BY 1, 2),
        live AS (
          SELECT coalesce(w.day, p.day) AS day, coalesce(w.station_id, p.station_id) AS station_id,
            coalesce(w.washes, 0) AS washes, coalesce(w.hours, array_fill(0, ARRAY[24])) AS hours,
            coalesce(p.wash_points, 0) AS wash_points, coalesce(p.share_points, 0) AS share_points,
            coalesce(p.removed_points, 0) AS removed_points
          FROM live_washes w FULL JOIN live_points p ON p.day = w.day AND p.station_id = w.station_id),
        kept AS (
          SELECT day, station_id, washes, hours, wash_points, share_points, removed_points FROM station_days
          WHERE washes <> 0 OR wash_points <> 0 OR share_points <> 0 OR removed_points <> 0
            OR hours <> array_fill(0, ARRAY[24]))
        (SELECT 'kept' AS side, * FROM kept EXCEPT SELECT 'kept', * FROM live)
        UNION ALL
        (SELECT 'live', * FROM live EXCEPT SELECT 'live', * FROM kept)
        UNION ALL
        -- Each 'wash' or 'share' row names its wash's station.
        SELECT 'ledger', (l.created_at AT TIME ZONE 'Europe/Zurich')::date, l.station_id, l.id, NULL, 0, 0, 0
        FROM points_ledger l JOIN washes w ON w.id = CASE WHEN l.reason IN ('wash', 'share') THEN l.reference::uuid END
        JOIN stations s ON s.name = w.station WHERE l.station_id IS DISTINCT FROM s.id
        UNION ALL
        -- A removal's row names the station its wash's row named.
        SELECT 'removal', (l.created_at AT TIME ZONE 'Europe/Zurich')::date, l.station_id, l.id, NULL, 0, 0, 0
        FROM points_ledger l JOIN points_ledger paid ON paid.idempotency_key = 'wash:' || l.reference
        WHERE l.reason = 'wash_removed' AND l.station_id IS DISTINCT FROM paid.station_id`,
  );
}

import { levelTitle } from '@app/shared/domain/levels';
import {
  addDays,
  zurichDay,
  zurichMidnight,
  zurichMonthStart,
  zurichParts,
} from '@app/shared/domain/zurich-time';
import type { AdminStatistics } from '@app/shared/schemas/admin';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

const DAYS = 30;

interface Totals {
  users: number;
  users_recent: number;
  manual: number;
  google: number;
  apple: number;
  sharers: number;
  reviewers: number;
  washes: number;
  washes_recent: number;
}

/** The admin's statistics (docs/product.md, screens), with series for the charts. */
export async function adminStatistics(db: Database, now: Date): Promise<AdminStatistics> {
  const today = zurichDay(now);
  const firstDay = addDays(today, -(DAYS - 1));
  const since = zurichMidnight(firstDay).toISOString();
  const monthStart = zurichMidnight(zurichMonthStart(now)).toISOString();
  const [[totals], byStation, preferences, top, perDay, perHour, byReason] = await Promise.all([
    queryRows<Totals>(
      db,
      sql`SELECT
        (SELECT count(*)::int FROM users) AS users,
        (SELECT count(*)::int FROM users WHERE created_at >= ${since}::timestamptz) AS users_recent,
        (SELECT count(*)::int FROM users WHERE auth_provider = 'manual') AS manual,
        (SELECT count(*)::int FROM users WHERE auth_provider = 'google') AS google,
        (SELECT count(*)::int FROM users WHERE auth_provider = 'apple') AS apple,
        (SELECT count(DISTINCT user_id)::int FROM points_ledger WHERE reason = 'share') AS sharers,
        (SELECT count(DISTINCT user_id)::int FROM points_ledger WHERE reason = 'google_review') AS reviewers,
        (SELECT count(*)::int FROM washes) AS washes,
        (SELECT count(*)::int FROM washes WHERE day >= ${firstDay}) AS washes_recent`,
    ),
    queryRows<{ station: string; count: number }>(
      db,
      sql`SELECT station, count(*)::int AS count FROM washes GROUP BY station ORDER BY station`,
    ),
    queryRows<{ station: string; count: number }>(
      db,
      sql`SELECT favorite_station AS station, count(*)::int AS count FROM users
        WHERE favorite_station IS NOT NULL GROUP BY favorite_station ORDER BY favorite_station`,
    ),
    queryRows<{ name: string; total_points: number; level: number }>(
      db,
      // Customers only: the operators' own test washes do not make them 'best customers'.
      sql`SELECT name, total_points, level FROM users WHERE NOT is_admin AND total_points > 0
        ORDER BY total_points DESC, id LIMIT 10`,
    ),
    queryRows<{ day: string; count: number }>(
      db,
      sql`SELECT day::text AS day, count(*)::int AS count FROM washes WHERE day >= ${firstDay} GROUP BY day`,
    ),
    // By UTC hour, turned into Zurich hours here (the DST rule lives in the shared module).
    queryRows<{ hour: Date | string; count: number }>(
      db,
      sql`SELECT date_trunc('hour', created_at) AS hour, count(*)::int AS count FROM washes
        WHERE created_at >= ${since}::timestamptz GROUP BY 1`,
    ),
    queryRows<{ reason: string; points: number }>(
      db,
      sql`SELECT reason::text AS reason, sum(delta)::int AS points FROM points_ledger
        WHERE created_at >= ${monthStart}::timestamptz GROUP BY reason ORDER BY reason`,
    ),
  ]);
  const dayCounts = new Map(perDay.map((row) => [row.day, row.count]));
  const hours = Array.from({ length: 24 }, () => 0);
  for (const row of perHour) hours[zurichParts(new Date(row.hour)).hour]! += row.count;
  return {
    user_stats: {
      total: totals?.users ?? 0,
      recent_30_days: totals?.users_recent ?? 0,
      by_auth_provider: {
        manual: totals?.manual ?? 0,
        google: totals?.google ?? 0,
        apple: totals?.apple ?? 0,
      },
      with_social_shares: totals?.sharers ?? 0,
      with_google_reviews: totals?.reviewers ?? 0,
    },
    wash_stats: {
      total: totals?.washes ?? 0,
      recent_30_days: totals?.washes_recent ?? 0,
      by_station: Object.fromEntries(byStation.map((row) => [row.station, row.count])),
    },
    station_preferences: Object.fromEntries(preferences.map((row) => [row.station, row.count])),
    top_users: top.map((row) => ({ ...row, level_name: levelTitle(row.level) })),
    washes_per_day: Array.from({ length: DAYS }, (_, index) => {
      const day = addDays(firstDay, index);
      return { day, count: dayCounts.get(day) ?? 0 };
    }),
    washes_per_hour: hours.map((count, hour) => ({ hour, count })),
    points_by_reason: Object.fromEntries(byReason.map((row) => [row.reason, row.points])),
  };
}

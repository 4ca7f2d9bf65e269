import { messages } from '../../i18n';
import { levelTitle } from '@app/shared/domain/levels';
import {
  addDays,
  zurichDay,
  zurichMidnight,
  zurichMonthStart,
  zurichParts,
} from '@app/shared/domain/zurich-time';
import { chartStep, statisticsRange, trendPercent, type DayRange } from '@app/shared/domain/statistics';
import type { AdminStatistics, AdminStatisticsQuery } from '@app/shared/schemas/admin';
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
export async function adminStatistics(
  db: Database,
  now: Date,
  query: AdminStatisticsQuery = { period: '30d' },
): Promise<AdminStatistics> {
  const today = zurichDay(now);
  const firstDay = addDays(today, -(DAYS - 1));
  const since = zurichMidnight(firstDay).toISOString();
  const monthStart = zurichMidnight(zurichMonthStart(now)).toISOString();
  const [[totals], byStation, preferences, top, perDay, perHour, byReason, range] = await Promise.all([
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
    rangeStatistics(db, today, query),
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
    top_users: top.map((row) => ({ ...row, level_name: levelTitle(row.level, messages.names) })),
    washes_per_day: Array.from({ length: DAYS }, (_, index) => {
      const day = addDays(firstDay, index);
      return { day, count: dayCounts.get(day) ?? 0 };
    }),
    washes_per_hour: hours.map((count, hour) => ({ hour, count })),
    points_by_reason: Object.fromEntries(byReason.map((row) => [row.reason, row.points])),
    range,
  };
}

/** The instants of a range of Zurich days: [start, end). */
const instantsOf = (range: DayRange) => ({
  start: zurichMidnight(range.from).toISOString(),
  end: zurichMidnight(addDays(range.to, 1)).toISOString(),
});

interface RangeFigures {
  washes: number;
  washes_before: number;
  members: number;
  members_before: number;
  active: number;
  active_before: number;
  points: number;
  points_before: number;
  redemptions: number;
  redemptions_before: number;
}

/**
 * A period's figures at one station or all, against the period before it. A station's
 * points are those its washes brought (the wash, its share); its new members chose it.
 */
async function rangeStatistics(db: Database, today: string, query: AdminStatisticsQuery) {
  const { current, previous } = statisticsRange(query.period, today, query);
  const now = instantsOf(current);
  const before = instantsOf(previous);
  const station = query.station ?? null;
  const atStation = station ? sql`AND w.station = ${station}` : sql``;
  const chosenStation = station ? sql`AND favorite_station = ${station}` : sql``;
  const step = chartStep(current);
  const inRange = (column: string, range: DayRange) =>
    sql`${sql.raw(column)} BETWEEN ${range.from} AND ${range.to}`;
  const [[figures], series, perHour, byStation, byReason, byPartner] = await Promise.all([
    queryRows<RangeFigures>(
      db,
      sql`SELECT
        (SELECT count(*)::int FROM washes w WHERE ${inRange('w.day', current)} ${atStation}) AS washes,
        (SELECT count(*)::int FROM washes w WHERE ${inRange('w.day', previous)} ${atStation}) AS washes_before,
        (SELECT count(*)::int FROM users WHERE NOT is_admin AND created_at >= ${now.start}::timestamptz
          AND created_at < ${now.end}::timestamptz ${chosenStation}) AS members,
        (SELECT count(*)::int FROM users WHERE NOT is_admin AND created_at >= ${before.start}::timestamptz
          AND created_at < ${before.end}::timestamptz ${chosenStation}) AS members_before,
        (SELECT count(DISTINCT user_id)::int FROM washes w WHERE ${inRange('w.day', current)} ${atStation}) AS active,
        (SELECT count(DISTINCT user_id)::int FROM washes w WHERE ${inRange('w.day', previous)} ${atStation}) AS active_before,
        (SELECT coalesce(sum(l.delta), 0)::int FROM points_ledger l
          LEFT JOIN washes w ON w.id = CASE WHEN l.reason IN ('wash', 'share') THEN l.reference::uuid END
          WHERE l.created_at >= ${now.start}::timestamptz AND l.created_at < ${now.end}::timestamptz ${atStation}) AS points,
        (SELECT coalesce(sum(l.delta), 0)::int FROM points_ledger l
          LEFT JOIN washes w ON w.id = CASE WHEN l.reason IN ('wash', 'share') THEN l.reference::uuid END
          WHERE l.created_at >= ${before.start}::timestamptz AND l.created_at < ${before.end}::timestamptz ${atStation}) AS points_before,
        (SELECT count(*)::int FROM reward_codes WHERE used_at >= ${now.start}::timestamptz
          AND used_at < ${now.end}::timestamptz) AS redemptions,
        (SELECT count(*)::int FROM reward_codes WHERE used_at >= ${before.start}::timestamptz
          AND used_at < ${before.end}::timestamptz) AS redemptions_before`,
    ),
    queryRows<{ label: string; count: number }>(
      db,
      step === 'day'
        ? sql`SELECT w.day::text AS label, count(*)::int AS count FROM washes w
            WHERE ${inRange('w.day', current)} ${atStation} GROUP BY w.day`
        : sql`SELECT to_char(w.day, 'YYYY-MM') AS label, count(*)::int AS count FROM washes w
            WHERE ${inRange('w.day', current)} ${atStation} GROUP BY 1`,
    ),
    queryRows<{ hour: Date | string; count: number }>(
      db,
      sql`SELECT date_trunc('hour', w.created_at) AS hour, count(*)::int AS count FROM washes w
        WHERE ${inRange('w.day', current)} ${atStation} GROUP BY 1`,
    ),
    queryRows<{ station: string; count: number }>(
      db,
      sql`SELECT w.station, count(*)::int AS count FROM washes w WHERE ${inRange('w.day', current)}
        GROUP BY w.station`,
    ),
    queryRows<{ reason: string; points: number }>(
      db,
      sql`SELECT l.reason::text AS reason, sum(l.delta)::int AS points FROM points_ledger l
        LEFT JOIN washes w ON w.id = CASE WHEN l.reason IN ('wash', 'share') THEN l.reference::uuid END
        WHERE l.created_at >= ${now.start}::timestamptz AND l.created_at < ${now.end}::timestamptz ${atStation}
        GROUP BY l.reason ORDER BY l.reason`,
    ),
    queryRows<{ partner: string; count: number }>(
      db,
      sql`SELECT r.partner_name AS partner, count(*)::int AS count FROM reward_codes c
        JOIN rewards r ON r.id = c.reward_id
        WHERE c.used_at >= ${now.start}::timestamptz AND c.used_at < ${now.end}::timestamptz
        GROUP BY r.partner_name ORDER BY r.partner_name`,
    ),
  ]);
  const figure = (current: number, previous: number) => ({
    current,
    previous,
    trend_percent: trendPercent(current, previous),
  });
  const counts = new Map(series.map((row) => [row.label, row.count]));
  const labels: string[] = [];
  if (step === 'day') for (let day = current.from; day <= current.to; day = addDays(day, 1)) labels.push(day);
  else
    for (let month = current.from.slice(0, 7); month <= current.to.slice(0, 7);) {
      labels.push(month);
      const [year, number] = month.split('-').map(Number) as [number, number];
      month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
    }
  const hours = Array.from({ length: 24 }, () => 0);
  for (const row of perHour) hours[zurichParts(new Date(row.hour)).hour]! += row.count;
  const f = figures as RangeFigures;
  return {
    period: query.period,
    from: current.from,
    to: current.to,
    previous_from: previous.from,
    previous_to: previous.to,
    station,
    figures: {
      washes: figure(f.washes, f.washes_before),
      new_members: figure(f.members, f.members_before),
      active_members: figure(f.active, f.active_before),
      points: figure(f.points, f.points_before),
      redemptions: figure(f.redemptions, f.redemptions_before),
    },
    step,
    washes_series: labels.map((label) => ({ label, count: counts.get(label) ?? 0 })),
    washes_per_hour: hours.map((count, hour) => ({ hour, count })),
    by_station: Object.fromEntries(byStation.map((row) => [row.station, row.count])),
    points_by_reason: Object.fromEntries(byReason.map((row) => [row.reason, row.points])),
    redemptions_by_partner: Object.fromEntries(byPartner.map((row) => [row.partner, row.count])),
  };
}

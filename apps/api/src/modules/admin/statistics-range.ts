import { addDays, zurichMidnight } from '@app/shared/domain/zurich-time';
import { chartStep, statisticsRange, trendPercent, type DayRange } from '@app/shared/domain/statistics';
import type { AdminStatisticsQuery } from '@app/shared/schemas/admin';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** A day's washes per Zurich hour, added up over `station_days` rows (index 1 is 00:00). */
export const hoursOf = (where: SQL) =>
  sql`SELECT h - 1 AS hour, coalesce(sum(d.hours[h]), 0)::int AS count
    FROM station_days d CROSS JOIN generate_series(1, 24) AS h WHERE ${where} GROUP BY h`;

export const hourSeries = (rows: { hour: number; count: number }[]) => {
  const hours = Array.from({ length: 24 }, () => 0);
  for (const row of rows) hours[Number(row.hour)] = row.count;
  return hours.map((count, hour) => ({ hour, count }));
};

/** The station of a filter, by name (closed ones too); null matches none. */
const stationIdOf = (name: string) => sql`(SELECT id FROM stations WHERE name = ${name})`;

/** The instants of a range of Zurich days: [start, end). */
const instantsOf = (range: DayRange) => ({
  start: zurichMidnight(range.from).toISOString(),
  end: zurichMidnight(addDays(range.to, 1)).toISOString(),
});

/** A period and the one before it, as Zurich days and instants, at one station or all. */
export function statisticsWindow(today: string, query: AdminStatisticsQuery) {
  const { current, previous } = statisticsRange(query.period, today, query);
  return {
    current,
    previous,
    now: instantsOf(current),
    before: instantsOf(previous),
    station: query.station ?? null,
  };
}
export type StatisticsWindow = ReturnType<typeof statisticsWindow>;

/** The new members of a period and of the one before, as columns of the one scan of `users`. */
export const newMembersColumns = ({ now, before }: StatisticsWindow) =>
  sql`count(*) FILTER (WHERE NOT is_admin AND created_at >= ${now.start}::timestamptz
      AND created_at < ${now.end}::timestamptz)::int AS members,
    count(*) FILTER (WHERE NOT is_admin AND created_at >= ${before.start}::timestamptz
      AND created_at < ${before.end}::timestamptz)::int AS members_before`;

interface RangeFigures {
  washes: number;
  washes_before: number;
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
export async function rangeStatistics(
  db: Database,
  window: StatisticsWindow,
  newMembers: Promise<{ members: number; members_before: number }>,
  period: AdminStatisticsQuery['period'],
) {
  const { current, previous, now, before, station } = window;
  const atStation = station ? sql`AND d.station_id = ${stationIdOf(station)}` : sql``;
  const washedAtStation = station ? sql`AND w.station = ${station}` : sql``;
  const step = chartStep(current);
  const days = (range: DayRange) => sql`d.day BETWEEN ${range.from} AND ${range.to}`;
  const washes = (range: DayRange) =>
    sql`(SELECT coalesce(sum(d.washes), 0)::int FROM station_days d WHERE ${days(range)} ${atStation})`;
  // Through washes_day_station_user_idx, without reading the washes themselves.
  const active = (range: DayRange) =>
    sql`(SELECT count(DISTINCT w.user_id)::int FROM washes w
      WHERE w.day BETWEEN ${range.from} AND ${range.to} ${washedAtStation})`;
  const points = (range: DayRange, instants: { start: string; end: string }) =>
    station
      ? sql`(SELECT coalesce(sum(d.wash_points + d.share_points + d.removed_points), 0)::int FROM station_days d
          WHERE ${days(range)} ${atStation})`
      : sql`(SELECT coalesce(sum(delta), 0)::int FROM points_ledger
          WHERE created_at >= ${instants.start}::timestamptz AND created_at < ${instants.end}::timestamptz)`;
  const redemptions = (instants: { start: string; end: string }) =>
    sql`(SELECT count(*)::int FROM reward_codes WHERE used_at >= ${instants.start}::timestamptz
      AND used_at < ${instants.end}::timestamptz)`;
  const [[figures], members, series, perHour, byStation, byReason, byPartner] = await Promise.all([
    queryRows<RangeFigures>(
      db,
      sql`SELECT ${washes(current)} AS washes, ${washes(previous)} AS washes_before,
        ${active(current)} AS active, ${active(previous)} AS active_before,
        ${points(current, now)} AS points, ${points(previous, before)} AS points_before,
        ${redemptions(now)} AS redemptions, ${redemptions(before)} AS redemptions_before`,
    ),
    newMembers,
    queryRows<{ label: string; count: number }>(
      db,
      step === 'day'
        ? sql`SELECT d.day::text AS label, sum(d.washes)::int AS count FROM station_days d
            WHERE ${days(current)} ${atStation} GROUP BY d.day`
        : sql`SELECT to_char(d.day, 'YYYY-MM') AS label, sum(d.washes)::int AS count FROM station_days d
            WHERE ${days(current)} ${atStation} GROUP BY 1`,
    ),
    queryRows<{ hour: number; count: number }>(db, hoursOf(sql`${days(current)} ${atStation}`)),
    queryRows<{ station: string; count: number }>(
      db,
      sql`SELECT s.name AS station, sum(d.washes)::int AS count FROM station_days d
        JOIN stations s ON s.id = d.station_id WHERE ${days(current)}
        GROUP BY s.name HAVING sum(d.washes) > 0`,
    ),
    queryRows<{ reason: string; points: number }>(
      db,
      station
        ? sql`SELECT reason, points FROM (
            SELECT coalesce(sum(d.wash_points), 0)::int AS wash, coalesce(sum(d.share_points), 0)::int AS share,
              coalesce(sum(d.removed_points), 0)::int AS wash_removed
            FROM station_days d WHERE ${days(current)} ${atStation}) AS sums
          CROSS JOIN LATERAL (VALUES ('share', share), ('wash', wash), ('wash_removed', wash_removed))
            AS by_reason(reason, points)
          WHERE points <> 0 ORDER BY reason`
        : sql`SELECT reason::text AS reason, sum(delta)::int AS points FROM points_ledger
            WHERE created_at >= ${now.start}::timestamptz AND created_at < ${now.end}::timestamptz
            GROUP BY reason ORDER BY reason`,
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
  const f = figures as RangeFigures;
  return {
    period,
    from: current.from,
    to: current.to,
    previous_from: previous.from,
    previous_to: previous.to,
    station,
    figures: {
      washes: figure(f.washes, f.washes_before),
      new_members: figure(members.members, members.members_before),
      active_members: figure(f.active, f.active_before),
      points: figure(f.points, f.points_before),
      redemptions: figure(f.redemptions, f.redemptions_before),
    },
    step,
    washes_series: labels.map((label) => ({ label, count: counts.get(label) ?? 0 })),
    washes_per_hour: hourSeries(perHour),
    by_station: Object.fromEntries(byStation.map((row) => [row.station, row.count])),
    points_by_reason: Object.fromEntries(byReason.map((row) => [row.reason, row.points])),
    redemptions_by_partner: Object.fromEntries(byPartner.map((row) => [row.partner, row.count])),
  };
}

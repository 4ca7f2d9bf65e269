import { messages } from '../../i18n';
import { levelTitle } from '@app/shared/domain/levels';
import { addDays, zurichDay, zurichMidnight, zurichMonthStart } from '@app/shared/domain/zurich-time';
import type { AdminStatistics, AdminStatisticsQuery } from '@app/shared/schemas/admin';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import {
  hourSeries,
  hoursOf,
  newMembersColumns,
  rangeStatistics,
  statisticsWindow,
} from './statistics-range';

const DAYS = 30;

/** The members who chose one favourite station (or none), counted in one scan of `users`. */
interface MemberGroup {
  station: string | null;
  users: number;
  users_recent: number;
  manual: number;
  google: number;
  apple: number;
  members: number;
  members_before: number;
}

const total = (groups: MemberGroup[], key: Exclude<keyof MemberGroup, 'station'>) =>
  groups.reduce((sum, group) => sum + group[key], 0);

/**
 * The admin's statistics (docs/product.md, screens), with series for the charts. Washes and
 * their points come from `station_days` (a row per day and station, kept by triggers:
 * decision 0032), members from `users`, the active members from an index of washes.
 */
export async function adminStatistics(
  db: Database,
  now: Date,
  query: AdminStatisticsQuery = { period: '30d' },
): Promise<AdminStatistics> {
  const today = zurichDay(now);
  const firstDay = addDays(today, -(DAYS - 1));
  const since = zurichMidnight(firstDay).toISOString();
  const monthStart = zurichMidnight(zurichMonthStart(now)).toISOString();
  const window = statisticsWindow(today, query);
  // One scan of the members, by favourite station, for every count of them: the page's
  // totals, the preferences and the period's new members (at the chosen station, or all).
  const memberGroups = queryRows<MemberGroup>(
    db,
    sql`SELECT favorite_station AS station, count(*)::int AS users,
          count(*) FILTER (WHERE created_at >= ${since}::timestamptz)::int AS users_recent,
          count(*) FILTER (WHERE auth_provider = 'manual')::int AS manual,
          count(*) FILTER (WHERE auth_provider = 'google')::int AS google,
          count(*) FILTER (WHERE auth_provider = 'apple')::int AS apple,
          ${newMembersColumns(window)}
        FROM users GROUP BY favorite_station`,
  );
  const newMembers = memberGroups.then((groups) => {
    const chosen = window.station ? groups.filter((group) => group.station === window.station) : groups;
    return { members: total(chosen, 'members'), members_before: total(chosen, 'members_before') };
  });
  const [groups, [bonuses], washTotals, byStation, top, perDay, perHour, byReason, range] = await Promise.all(
    [
      memberGroups,
      queryRows<{ sharers: number; reviewers: number }>(
        db,
        sql`SELECT
          (SELECT count(DISTINCT user_id)::int FROM points_ledger WHERE reason = 'share') AS sharers,
          (SELECT count(DISTINCT user_id)::int FROM points_ledger WHERE reason = 'google_review') AS reviewers`,
      ),
      queryRows<{ washes: number; recent: number }>(
        db,
        sql`SELECT coalesce(sum(washes), 0)::int AS washes,
          coalesce(sum(washes) FILTER (WHERE day >= ${firstDay}), 0)::int AS recent FROM station_days`,
      ),
      queryRows<{ station: string; count: number }>(
        db,
        sql`SELECT s.name AS station, sum(d.washes)::int AS count FROM station_days d
          JOIN stations s ON s.id = d.station_id GROUP BY s.name HAVING sum(d.washes) > 0 ORDER BY s.name`,
      ),
      queryRows<{ name: string; total_points: number; level: number }>(
        db,
        // Customers only: the operators' own test washes do not make them 'best customers'.
        // The tenth score first (users_total_points_idx read backwards), then ties by id.
        sql`WITH tenth AS (SELECT total_points FROM users WHERE NOT is_admin AND total_points > 0
            ORDER BY total_points DESC LIMIT 1 OFFSET 9)
          SELECT name, total_points, level FROM users WHERE NOT is_admin AND total_points > 0
            AND total_points >= coalesce((SELECT total_points FROM tenth), 0)
          ORDER BY total_points DESC, id LIMIT 10`,
      ),
      queryRows<{ day: string; count: number }>(
        db,
        sql`SELECT day::text AS day, sum(washes)::int AS count FROM station_days
          WHERE day >= ${firstDay} GROUP BY day`,
      ),
      queryRows<{ hour: number; count: number }>(db, hoursOf(sql`d.day >= ${firstDay}`)),
      queryRows<{ reason: string; points: number }>(
        db,
        sql`SELECT reason::text AS reason, sum(delta)::int AS points FROM points_ledger
          WHERE created_at >= ${monthStart}::timestamptz GROUP BY reason ORDER BY reason`,
      ),
      rangeStatistics(db, window, newMembers, query.period),
    ],
  );
  const dayCounts = new Map(perDay.map((row) => [row.day, row.count]));
  return {
    user_stats: {
      total: total(groups, 'users'),
      recent_30_days: total(groups, 'users_recent'),
      by_auth_provider: {
        manual: total(groups, 'manual'),
        google: total(groups, 'google'),
        apple: total(groups, 'apple'),
      },
      with_social_shares: bonuses?.sharers ?? 0,
      with_google_reviews: bonuses?.reviewers ?? 0,
    },
    wash_stats: {
      total: washTotals[0]?.washes ?? 0,
      recent_30_days: washTotals[0]?.recent ?? 0,
      by_station: Object.fromEntries(byStation.map((row) => [row.station, row.count])),
    },
    station_preferences: Object.fromEntries(
      groups
        .filter((group) => group.station !== null)
        .sort((a, b) => (a.station! < b.station! ? -1 : 1))
        .map((group) => [group.station, group.users]),
    ),
    top_users: top.map((row) => ({ ...row, level_name: levelTitle(row.level, messages.names) })),
    washes_per_day: Array.from({ length: DAYS }, (_, index) => {
      const day = addDays(firstDay, index);
      return { day, count: dayCounts.get(day) ?? 0 };
    }),
    washes_per_hour: hourSeries(perHour),
    points_by_reason: Object.fromEntries(byReason.map((row) => [row.reason, row.points])),
    range,
  };
}

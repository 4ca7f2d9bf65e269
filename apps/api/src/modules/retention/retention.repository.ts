import type { CohortActivity } from '@app/shared/domain/retention';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

// Members only: the operators' own test washes are not customers coming back.
const MEMBER_WASHES = sql`SELECT w.user_id, w.day, w.created_at FROM washes w
  JOIN users u ON u.id = w.user_id AND NOT u.is_admin`;

/** Members counted per month of their first wash and month of activity, cohorts from `fromDay`. */
export function cohortActivity(db: Executor, fromDay: string) {
  return queryRows<CohortActivity>(
    db,
    sql`WITH member_washes AS (${MEMBER_WASHES}),
      firsts AS (SELECT user_id, min(day) AS first_day FROM member_washes GROUP BY user_id),
      active AS (SELECT DISTINCT user_id, to_char(day, 'YYYY-MM') AS month FROM member_washes)
    SELECT to_char(f.first_day, 'YYYY-MM') AS cohort, a.month, count(*)::int AS members
    FROM firsts f JOIN active a ON a.user_id = f.user_id
    WHERE f.first_day >= ${fromDay}::date
    GROUP BY 1, 2`,
  );
}

/** Members with a wash per week (the week's Monday), from the week of `fromMonday`. */
export function weeklyActive(db: Executor, fromMonday: string) {
  return queryRows<{ week_start: string; count: number }>(
    db,
    sql`WITH member_washes AS (${MEMBER_WASHES})
    SELECT (day - (extract(isodow FROM day)::int - 1))::text AS week_start,
      count(DISTINCT user_id)::int AS count
    FROM member_washes WHERE day >= ${fromMonday}::date GROUP BY 1`,
  );
}

/** New members whose first wash is in [fromDay, toDay], and those who washed again within `days`. */
export async function earlyReturn(db: Executor, fromDay: string, toDay: string, days: number) {
  const [row] = await queryRows<{ members: number; returned: number }>(
    db,
    sql`WITH member_washes AS (${MEMBER_WASHES}),
      firsts AS (SELECT user_id, min(day) AS first_day FROM member_washes GROUP BY user_id)
    SELECT count(*)::int AS members,
      count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM washes later WHERE later.user_id = f.user_id
          AND later.day > f.first_day AND later.day <= f.first_day + ${days}::int
      ))::int AS returned
    FROM firsts f WHERE f.first_day BETWEEN ${fromDay}::date AND ${toDay}::date`,
  );
  return row ?? { members: 0, returned: 0 };
}

/**
 * The members whose days since their last wash day exceed `factor` times the median of
 * the intervals between their wash days (at least `minDays` of them): `user_id`,
 * `usual` (days) and `days_since`, as a query to select from.
 */
export function atRiskMembers(options: { today: string; factor: number; minDays: number }): SQL {
  return sql`WITH days AS (SELECT DISTINCT w.user_id, w.day FROM washes w
      JOIN users u ON u.id = w.user_id AND NOT u.is_admin),
    gaps AS (SELECT user_id, day, day - lag(day) OVER (PARTITION BY user_id ORDER BY day) AS gap FROM days),
    members AS (
      SELECT user_id, count(*)::int AS wash_days, max(day) AS last_day,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY gap) AS usual
      FROM gaps GROUP BY user_id
    )
  SELECT user_id, usual, ${options.today}::date - last_day AS days_since FROM members
  WHERE wash_days >= ${options.minDays} AND ${options.today}::date - last_day > ${options.factor} * usual`;
}

export interface AtRiskRow {
  user_id: string;
  name: string;
  last_wash_at: Date | string;
  usual_interval_days: number;
  days_since: number;
  total: number;
}

/** The members at risk (atRiskMembers), the most overdue against their own rhythm first. */
export function membersAtRisk(
  db: Executor,
  options: { today: string; factor: number; minDays: number; limit: number },
) {
  return queryRows<AtRiskRow>(
    db,
    sql`WITH late AS (${atRiskMembers(options)})
    SELECT late.user_id::text AS user_id, u.name, late.usual::float8 AS usual_interval_days,
      late.days_since::int AS days_since,
      (SELECT max(w.created_at) FROM washes w WHERE w.user_id = late.user_id) AS last_wash_at,
      count(*) OVER ()::int AS total
    FROM late JOIN users u ON u.id = late.user_id
    ORDER BY late.days_since / late.usual DESC, late.days_since DESC, late.user_id
    LIMIT ${options.limit}`,
  );
}

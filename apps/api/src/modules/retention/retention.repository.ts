import type { CohortActivity } from '@app/shared/domain/retention';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

// Read from the members' rhythm, weeks and months (migration 0037's tables, kept by
// triggers on washes), never from every wash ever made. Members only: the operators' own
// test washes are not customers coming back.
const MEMBERS = sql`JOIN users u ON u.id = a.user_id AND NOT u.is_admin`;

/** The operators' ids, left out of the figures (a hashed subplan: a handful of rows). */
const NOT_OPERATOR = (column: SQL) => sql`${column} NOT IN (SELECT id FROM users WHERE is_admin)`;

/**
 * Members counted per month of their first wash and month of activity, cohorts from
 * `fromDay`: member_months alone (each row carries its cohort), grouped on the dates.
 */
export function cohortActivity(db: Executor, fromDay: string) {
  return queryRows<CohortActivity>(
    db,
    sql`SELECT to_char(m.cohort, 'YYYY-MM') AS cohort, to_char(m.month, 'YYYY-MM') AS month,
      count(*)::int AS members
    FROM member_months m
    WHERE m.cohort >= ${fromDay}::date AND ${NOT_OPERATOR(sql`m.user_id`)}
    GROUP BY m.cohort, m.month`,
  );
}

/** Members with a wash per week (the week's Monday), from the week of `fromMonday`. */
export function weeklyActive(db: Executor, fromMonday: string) {
  return queryRows<{ week_start: string; count: number }>(
    db,
    sql`SELECT a.week_start::text AS week_start, count(*)::int AS count
    FROM member_weeks a
    WHERE a.week_start >= ${fromMonday}::date AND ${NOT_OPERATOR(sql`a.user_id`)}
    GROUP BY a.week_start`,
  );
}

/** New members whose first wash is in [fromDay, toDay], and those who washed again within `days`. */
export async function earlyReturn(db: Executor, fromDay: string, toDay: string, days: number) {
  const [row] = await queryRows<{ members: number; returned: number }>(
    db,
    sql`SELECT count(*)::int AS members,
      count(*) FILTER (WHERE a.wash_days > 1 AND EXISTS (
        SELECT 1 FROM washes later WHERE later.user_id = a.user_id
          AND later.day > a.first_day AND later.day <= a.first_day + ${days}::int
      ))::int AS returned
    FROM member_activity a ${MEMBERS}
    WHERE a.first_day BETWEEN ${fromDay}::date AND ${toDay}::date`,
  );
  return row ?? { members: 0, returned: 0 };
}

/**
 * The members whose days since their last wash day exceed `factor` times their usual
 * interval (the median of the intervals between their wash days, at least `minDays` of
 * them): `user_id`, `usual` (days) and `days_since`, as a query to select from.
 */
export function atRiskMembers(options: { today: string; factor: number; minDays: number }): SQL {
  return sql`SELECT a.user_id, a.usual_interval AS usual, ${options.today}::date - a.last_day AS days_since
    FROM member_activity a ${MEMBERS}
    WHERE a.wash_days >= ${options.minDays}
      AND ${options.today}::date - a.last_day > ${options.factor} * a.usual_interval`;
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

import {
  addMonths,
  AT_RISK_FACTOR,
  AT_RISK_MIN_WASH_DAYS,
  COHORT_COUNT,
  cohortGrid,
  EARLY_RETURN_COHORT_DAYS,
  EARLY_RETURN_DAYS,
  monthOf,
  WEEKLY_ACTIVE_WEEKS,
} from '@app/shared/domain/retention';
import { addDays, zurichDay, zurichWeekStart } from '@app/shared/domain/zurich-time';
import type { RetentionResponse } from '@app/shared/schemas/retention';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as repo from './retention.repository';

/** The most overdue members listed; the total says how many there are. */
const AT_RISK_LISTED = 500;

/**
 * The ids of the members at risk today, as a query (an announcement's audience selects
 * from it): the same rule as the figures.
 */
export function atRiskMemberIds(now: Date): SQL {
  return sql`SELECT user_id FROM (${repo.atRiskMembers(atRiskRule(now))}) AS at_risk`;
}

/** The members at risk today, the most overdue first (at most `limit`). */
export function membersAtRisk(db: Executor, now: Date, limit: number) {
  return repo.membersAtRisk(db, { ...atRiskRule(now), limit });
}

/** The at-risk rule (shared module) as of today's Zurich day. */
function atRiskRule(now: Date) {
  return { today: zurichDay(now), factor: AT_RISK_FACTOR, minDays: AT_RISK_MIN_WASH_DAYS };
}

/** Statistics → « Fidélité »: cohorts, weekly active members, early return, members at risk. */
export async function retentionFigures(db: Executor, now: Date): Promise<RetentionResponse> {
  const today = zurichDay(now);
  const thisMonth = monthOf(today);
  const thisWeek = zurichWeekStart(now);
  const firstWeek = addDays(thisWeek, -7 * (WEEKLY_ACTIVE_WEEKS - 1));
  // The newest cohorts whose 30 days are over: first wash 30 to 120 days ago.
  const earlyTo = addDays(today, -EARLY_RETURN_DAYS);
  const earlyFrom = addDays(earlyTo, -EARLY_RETURN_COHORT_DAYS);
  const [activity, weeks, early, atRisk] = await Promise.all([
    repo.cohortActivity(db, `${addMonths(thisMonth, -(COHORT_COUNT - 1))}-01`),
    repo.weeklyActive(db, firstWeek),
    repo.earlyReturn(db, earlyFrom, earlyTo, EARLY_RETURN_DAYS),
    membersAtRisk(db, now, AT_RISK_LISTED),
  ]);
  const counts = new Map(weeks.map((week) => [week.week_start, week.count]));
  return {
    cohorts: cohortGrid(activity, thisMonth),
    weekly_active: Array.from({ length: WEEKLY_ACTIVE_WEEKS }, (_, index) => {
      const weekStart = addDays(firstWeek, 7 * index);
      return { week_start: weekStart, count: counts.get(weekStart) ?? 0 };
    }),
    early_return: early.members === 0 ? null : early.returned / early.members,
    early_return_members: early.members,
    at_risk: atRisk.map((row) => ({
      user_id: row.user_id,
      name: row.name,
      last_wash_at: new Date(row.last_wash_at).toISOString(),
      usual_interval_days: Number(row.usual_interval_days),
      days_since: row.days_since,
    })),
    at_risk_total: atRisk[0]?.total ?? 0,
  };
}

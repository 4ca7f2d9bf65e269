import {
  JOURNEY_KEYS,
  liftWithInterval,
  RETURN_WINDOW_DAYS,
  type JourneyKey,
} from '@app/shared/domain/journeys';
import { addDays, zurichDay, zurichMidnight } from '@app/shared/domain/zurich-time';
import type { JourneyFigures, JourneyStatistics } from '@app/shared/schemas/journeys';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

interface Row {
  journey: string;
  eligible: number;
  sent: number;
  control: number;
  opened: number;
  returned_sent: number;
  returned_control: number;
}

/** Default period: the last 30 days. */
const DEFAULT_DAYS = 30;

/**
 * Each journey's figures over [from, to] (Zurich days of the occasions, both included): the
 * occasions, the messages opened, the members who washed within 14 days of their occasion
 * on each side, the lift with Newcombe's interval, and the points the journey paid.
 */
export async function journeyStatistics(
  db: Executor,
  query: { from?: string; to?: string },
  now: Date,
): Promise<JourneyStatistics> {
  const to = query.to ?? zurichDay(now);
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const [rows, points] = await Promise.all([
    queryRows<Row>(
      db,
      sql`
      SELECT o.journey,
        count(*)::int AS eligible,
        count(*) FILTER (WHERE o.outcome = 'sent')::int AS sent,
        count(*) FILTER (WHERE o.outcome = 'control')::int AS control,
        count(*) FILTER (WHERE o.outcome = 'sent' AND (o.opened_at IS NOT NULL OR n.read))::int AS opened,
        count(*) FILTER (WHERE o.outcome = 'sent' AND r.returned)::int AS returned_sent,
        count(*) FILTER (WHERE o.outcome = 'control' AND r.returned)::int AS returned_control
      FROM journey_occasions o
      LEFT JOIN notifications n ON n.id = o.notification_id
      CROSS JOIN LATERAL (
        SELECT EXISTS (
          SELECT 1 FROM washes w
          WHERE w.user_id = o.user_id AND w.created_at > o.created_at
            AND w.created_at <= o.created_at + make_interval(days => ${RETURN_WINDOW_DAYS}))
        AS returned) r
      WHERE o.day BETWEEN ${from}::date AND ${to}::date
      GROUP BY o.journey`,
    ),
    queryRows<{ reason: string; points: number }>(
      db,
      sql`
      SELECT reason::text AS reason, coalesce(sum(delta), 0)::int AS points
      FROM points_ledger
      WHERE reason IN ('journey_offer', 'birthday')
        AND created_at >= ${zurichMidnight(from).toISOString()}::timestamptz
        AND created_at < ${zurichMidnight(addDays(to, 1)).toISOString()}::timestamptz
      GROUP BY reason`,
    ),
  ]);
  const paidBy: Partial<Record<JourneyKey, number>> = {
    win_back: points.find((row) => row.reason === 'journey_offer')?.points ?? 0,
    birthday: points.find((row) => row.reason === 'birthday')?.points ?? 0,
  };
  const journeys = JOURNEY_KEYS.map((key): JourneyFigures => {
    const row = rows.find((candidate) => candidate.journey === key);
    const sent = row?.sent ?? 0;
    const control = row?.control ?? 0;
    const lift = liftWithInterval(
      { returned: row?.returned_sent ?? 0, total: sent },
      { returned: row?.returned_control ?? 0, total: control },
    );
    return {
      key,
      eligible: row?.eligible ?? 0,
      sent,
      control,
      opened: row?.opened ?? 0,
      returned_sent: sent > 0 ? (row?.returned_sent ?? 0) / sent : null,
      returned_control: control > 0 ? (row?.returned_control ?? 0) / control : null,
      lift: lift?.lift ?? null,
      ci_low: lift?.low ?? null,
      ci_high: lift?.high ?? null,
      significant: lift?.significant ?? false,
      points_paid: paidBy[key] ?? 0,
    };
  });
  return { from, to, journeys };
}

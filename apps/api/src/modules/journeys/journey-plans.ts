import { levelMinPoints, MAX_LEVEL } from '@app/shared/domain/levels';
import { publicName } from '@app/shared/domain/names';
import type { PointsScale } from '@app/shared/domain/points-scale';
import { birthdaysOn } from '@app/shared/domain/reminders';
import { computeWashPoints } from '@app/shared/domain/washes';
import { addDays, daysBetween, zurichInstant } from '@app/shared/domain/zurich-time';
import type { JourneySettings } from '@app/shared/schemas/journeys';
import { sql, type SQL } from 'drizzle-orm';
import type { textsFor } from '../../i18n';
import type * as repo from './journeys.repository';

// Each journey's moment, members and placeholders (decision 0029); the scheduler
// (journeys.service.ts) runs them.

const DAY_MS = 24 * 60 * 60_000;

/** When a journey is due, the members it concerns now and what makes each occasion one. */
export interface Plan {
  occasion: SQL;
  condition: SQL;
}

export interface Context {
  now: Date;
  today: string;
  thisWeek: string;
  scale: PointsScale;
  firstStation: string;
  /** The partner rewards running today, by id (« Almost there »'s goal). */
  rewards: Map<string, repo.RunningReward>;
}

/** Points a standard wash would pay this member now (a weekday's base and their level's bonus). */
function nextWashPoints(context: Context, level: number, station: string | null): number {
  return computeWashPoints({
    washType: 'standard',
    instant: context.now,
    streakDays: 1,
    levelBefore: level,
    station: station ?? context.firstStation,
    scale: context.scale,
  }).points;
}

/**
 * Each journey's moment and members (issue 33), as SQL over the members' rows (indexed
 * columns, one pass): null when the journey is not due at this instant.
 */
export function plan(journey: JourneySettings, context: Context): Plan | null {
  const { today, thisWeek, now } = context;
  switch (journey.key) {
    case 'streak_at_risk': {
      // From Saturday 10:00 Zurich to the end of Sunday: the streak ends with the week.
      if (now < zurichInstant(addDays(thisWeek, 5), 10 * 60)) return null;
      return {
        occasion: sql`${thisWeek}`,
        condition: sql`u.remind_streak AND u.week_streak >= ${journey.threshold_weeks ?? 2}
          AND u.last_wash_week = ${addDays(thisWeek, -7)}::date AND u.streak_jokers = 0`,
      };
    }
    case 'welcome': {
      // Registered `threshold` days ago (within the fortnight after: never old members).
      const days = journey.threshold_days ?? 3;
      const until = zurichInstant(addDays(today, 1 - days), 0);
      const from = new Date(until.getTime() - 14 * DAY_MS);
      return {
        occasion: sql`'once'`,
        condition: sql`u.total_washes = 0 AND u.created_at < ${until.toISOString()}::timestamptz
          AND u.created_at >= ${from.toISOString()}::timestamptz`,
      };
    }
    case 'win_back': {
      const days = journey.threshold_days ?? 30;
      return {
        occasion: sql`u.last_wash_day::text`,
        condition: sql`u.remind_offers AND u.last_wash_day <= ${addDays(today, -days)}::date`,
      };
    }
    case 'almost_there': {
      // A standard wash's points per level: the level, or the first running partner reward
      // (its level already met), that one such wash reaches.
      const wash = Array.from({ length: MAX_LEVEL }, (_, index) => nextWashPoints(context, index + 1, null));
      const washOf = sql`(${`{${wash.join(',')}}`}::int[])[u.level]`;
      const levelFrom = wash.map((points, index) =>
        index + 1 >= MAX_LEVEL ? 2_147_483_647 : levelMinPoints(index + 2) - points,
      );
      const sent = (occasion: SQL) => sql`EXISTS (SELECT 1 FROM journey_occasions o
        WHERE o.user_id = u.id AND o.journey = 'almost_there' AND o.occasion = ${occasion})`;
      const levelOccasion = sql`'level:' || (u.level + 1)`;
      const rewardOccasion = sql`'reward:' || r.id`;
      const occasion = sql`COALESCE(
          CASE WHEN u.level < ${MAX_LEVEL} AND u.total_points >= (${`{${levelFrom.join(',')}}`}::int[])[u.level]
            AND NOT ${sent(levelOccasion)} THEN ${levelOccasion} END,
          (SELECT ${rewardOccasion} FROM rewards r
            WHERE r.active AND (r.starts_on IS NULL OR r.starts_on <= ${today}::date)
              AND (r.ends_on IS NULL OR r.ends_on >= ${today}::date)
              AND r.required_level <= u.level AND r.required_points > u.total_points
              AND r.required_points <= u.total_points + ${washOf}
              AND NOT EXISTS (SELECT 1 FROM reward_unlocks ru WHERE ru.user_id = u.id AND ru.reward_id = r.id)
              AND NOT ${sent(rewardOccasion)}
            ORDER BY r.required_points, r.id LIMIT 1))`;
      return {
        occasion,
        condition: sql`u.remind_offers AND u.last_wash_day >= ${addDays(today, -60)}::date
          AND (${occasion}) IS NOT NULL`,
      };
    }
    case 'birthday': {
      const days = birthdaysOn(today);
      return {
        occasion: sql`${today.slice(0, 4)}`,
        condition: sql`u.remind_birthday AND u.birthday IN (${sql.join(
          days.map((day) => sql`${day}`),
          sql`, `,
        )})`,
      };
    }
  }
}

/** The placeholders' values for one member. */
export function values(
  journey: JourneySettings,
  member: repo.Candidate & { occasion: string },
  context: Context,
  texts: ReturnType<typeof textsFor>,
): Record<string, string | number> {
  const name = publicName(member.pseudo, member.name);
  switch (journey.key) {
    case 'streak_at_risk':
      return {
        name,
        weeks: member.week_streak,
        points: nextWashPoints(context, member.level, member.favorite_station),
      };
    case 'welcome':
      return {
        name,
        station: member.favorite_station ?? context.firstStation,
        points: nextWashPoints(context, 1, member.favorite_station),
      };
    case 'win_back':
      return {
        name,
        days: member.last_wash_day ? daysBetween(member.last_wash_day, context.today) : 0,
        offer: '',
      };
    case 'almost_there': {
      const reward = member.occasion.startsWith('reward:')
        ? context.rewards.get(member.occasion.slice('reward:'.length))
        : undefined;
      const level = member.level + 1;
      return {
        name,
        level,
        points: (reward ? reward.requiredPoints : levelMinPoints(level)) - member.total_points,
        goal: reward
          ? texts.journeys.goalReward({ partner: reward.partnerName, discount: reward.discountPercentage })
          : texts.journeys.goalLevel({ level }),
      };
    }
    case 'birthday':
      return { name, points: journey.offer_points ?? 0 };
  }
}

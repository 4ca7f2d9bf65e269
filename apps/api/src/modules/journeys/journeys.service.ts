import {
  fillPlaceholders,
  inControlGroup,
  isSendingHour,
  OFFER_EVERY_DAYS,
  OFFER_VALID_DAYS,
  withinCaps,
  type JourneyKey,
} from '@app/shared/domain/journeys';
import { levelMinPoints, MAX_LEVEL } from '@app/shared/domain/levels';
import { isLocale } from '@app/shared/domain/locales';
import { publicName } from '@app/shared/domain/names';
import type { PointsScale } from '@app/shared/domain/points-scale';
import { computeWashPoints } from '@app/shared/domain/washes';
import {
  addDays,
  daysBetween,
  zurichDay,
  zurichInstant,
  zurichWeekStart,
} from '@app/shared/domain/zurich-time';
import { birthdaysOn } from '@app/shared/domain/reminders';
import type { JourneyCaps, JourneySettings } from '@app/shared/schemas/journeys';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { textsFor } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { recordPoints } from '../ledger/ledger.service';
import type { MemberMail } from '../mail/mail.service';
import type { MailOpening } from '../mail/mail.repository';
import { createEachNotification } from '../notifications/notifications.service';
import { readPointsScale } from '../settings/settings.service';
import { listStations } from '../stations/stations.repository';
import { readJourneys } from './journeys.settings';
import * as repo from './journeys.repository';

const DAY_MS = 24 * 60 * 60_000;

/** What one journey's run did. */
export interface JourneyRun {
  eligible: number;
  sent: number;
  control: number;
}

/** When a journey is due, the members it concerns now and what makes each occasion one. */
interface Plan {
  occasion: SQL;
  condition: SQL;
}

interface Context {
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
function plan(journey: JourneySettings, context: Context): Plan | null {
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
function values(
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

/**
 * Evaluates the journeys (issue 33) on any instance, at least once a minute: for each due
 * journey, the members it concerns in batches; each occasion claimed once by its key;
 * members in the journey's control group recorded as "would have been sent"; the others
 * written to in their language (bell, Web Push, and e-mail where they opted in), within the
 * caps and outside the quiet hours.
 */
export class JourneyScheduler {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mail: MemberMail,
    private readonly log: FastifyBaseLogger,
  ) {}

  async run(): Promise<Partial<Record<JourneyKey, JourneyRun>>> {
    const now = this.clock.now();
    if (!isSendingHour(now)) return {};
    const today = zurichDay(now);
    const [settings, scale, stations, rewards] = await Promise.all([
      readJourneys(this.db),
      readPointsScale(this.db),
      listStations(this.db),
      repo.runningRewards(this.db, today),
    ]);
    const context: Context = {
      now,
      today,
      thisWeek: zurichWeekStart(now),
      scale,
      firstStation: stations[0]?.name ?? '',
      rewards: new Map(rewards.map((reward) => [reward.id, reward])),
    };
    const result: Partial<Record<JourneyKey, JourneyRun>> = {};
    for (const journey of settings.journeys) {
      if (!journey.enabled) continue;
      const due = plan(journey, context);
      if (due) result[journey.key] = await this.runJourney(journey, due, context, settings.caps);
    }
    return result;
  }

  private async runJourney(journey: JourneySettings, due: Plan, context: Context, caps: JourneyCaps) {
    const run: JourneyRun = { eligible: 0, sent: 0, control: 0 };
    let after: string | null = null;
    for (;;) {
      const batch = await repo.candidates(this.db, { journey: journey.key, ...due, after });
      if (batch.length === 0) return run;
      after = batch[batch.length - 1]!.id;
      const mails: { member: repo.Candidate; subject: string; body: string; opening: MailOpening }[] = [];
      await this.db.transaction(async (tx) => {
        const counts = new Map(
          (
            await repo.lockAndCount(
              tx,
              batch.map((member) => member.id),
              context.today,
              context.thisWeek,
            )
          ).map((row) => [row.id, row]),
        );
        // Another instance is writing to a member absent from the counts: the next run sees it.
        const due = batch.filter((member) => {
          const sent = counts.get(member.id);
          return sent !== undefined && withinCaps({ today: sent.today, thisWeek: sent.week }, caps);
        });
        const control = new Set(
          due
            .filter((member) => inControlGroup(member.id, journey.key, journey.holdout_percent))
            .map((member) => member.id),
        );
        const offerPoints = journey.key === 'win_back' ? (journey.offer_points ?? 0) : 0;
        const hadOffer =
          offerPoints > 0
            ? await repo.hadOffersSince(
                tx,
                due.filter((member) => !control.has(member.id)).map((member) => member.id),
                new Date(context.now.getTime() - OFFER_EVERY_DAYS * DAY_MS),
              )
            : new Set<string>();
        const offerOf = (member: repo.Candidate) =>
          offerPoints > 0 && !control.has(member.id) && !hadOffer.has(member.id) ? offerPoints : 0;
        const claimed = await repo.recordOccasions(
          tx,
          journey.key,
          due.map((member) => ({
            userId: member.id,
            occasion: member.occasion,
            outcome: control.has(member.id) ? 'control' : 'sent',
            offerPoints: offerOf(member),
          })),
          {
            day: context.today,
            now: context.now,
            offerExpiresAt: new Date(context.now.getTime() + OFFER_VALID_DAYS * DAY_MS),
          },
        );
        const messages: { member: (typeof batch)[number]; title: string; body: string }[] = [];
        for (const member of due) {
          if (!claimed.has(member.id)) continue;
          run.eligible += 1;
          if (control.has(member.id)) {
            run.control += 1;
            continue;
          }
          const locale = isLocale(member.locale) ? member.locale : 'fr-CH';
          const text = journey.texts[locale];
          const filled = values(journey, member, context, textsFor(locale));
          const offer = offerOf(member);
          if (journey.key === 'win_back')
            filled.offer = offer > 0 ? textsFor(locale).journeys.offerSentence({ points: offer }) : '';
          if (journey.key === 'birthday' && (journey.offer_points ?? 0) > 0)
            await recordPoints(tx, {
              userId: member.id,
              delta: journey.offer_points ?? 0,
              reason: 'birthday',
              reference: member.occasion,
              idempotencyKey: `birthday:${member.id}:${member.occasion}`,
              now: context.now,
            });
          messages.push({
            member,
            title: fillPlaceholders(text.title, filled).trim(),
            body: fillPlaceholders(text.body, filled).trim(),
          });
        }
        // The batch's messages in three statements (rows, realtime, pushes), then linked.
        const created = await createEachNotification(
          tx,
          messages.map(({ member, title, body }) => ({
            userId: member.id,
            type: 'reminder' as const,
            title,
            message: body,
            data: { journey: journey.key },
            createdAt: context.now,
          })),
          { announcementId: null },
        );
        const notificationOf = new Map(created.map((row) => [row.userId, row.id]));
        await repo.linkNotifications(
          tx,
          journey.key,
          messages.map(({ member }) => ({
            userId: member.id,
            occasion: member.occasion,
            notificationId: notificationOf.get(member.id)!,
          })),
        );
        run.sent += messages.length;
        for (const { member, title, body } of messages)
          if (member.email_opt_in)
            mails.push({
              member,
              subject: title,
              body,
              // The mail's link opens the notification: read, then its page.
              opening: {
                journey: journey.key,
                occasion: member.occasion,
                path: `/api/viral/notifications/${notificationOf.get(member.id)}/open`,
              },
            });
      });
      // Mails after the commit: a rolled-back batch sends nothing.
      for (const { member, subject, body, opening } of mails) {
        await this.mail
          .send(
            { id: member.id, email: member.email, locale: member.locale, emailOptIn: member.email_opt_in },
            { subject, paragraphs: [body] },
            opening,
          )
          .catch((error: unknown) =>
            this.log.warn({ err: error, journey: journey.key }, 'journey mail failed'),
          );
      }
    }
  }

  start(): void {
    const run = () => {
      if (this.running) return;
      this.running = this.run()
        .catch((error: unknown) => this.log.warn({ err: error }, 'journeys: run failed'))
        .finally(() => {
          this.running = null;
        });
    };
    run();
    this.timer = setInterval(run, 60_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

/**
 * A wash within a win-back offer's 14 days pays its points once (issue 33), in the wash's
 * transaction: the offer is marked used under its row lock.
 */
export async function payOpenOffer(
  tx: Parameters<typeof repo.openOffer>[0],
  userId: string,
  washId: string,
  now: Date,
) {
  const offer = await repo.openOffer(tx, userId, now);
  if (!offer) return null;
  await repo.markOfferUsed(tx, userId, offer.occasion, now);
  return recordPoints(tx, {
    userId,
    delta: offer.offer_points,
    reason: 'journey_offer',
    reference: washId,
    idempotencyKey: `journey_offer:${userId}:${offer.occasion}`,
    now,
  });
}

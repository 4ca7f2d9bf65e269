import {
  fillPlaceholders,
  inControlGroup,
  isSendingHour,
  OFFER_EVERY_DAYS,
  OFFER_VALID_DAYS,
  withinCaps,
  type JourneyKey,
} from '@app/shared/domain/journeys';
import { isLocale } from '@app/shared/domain/locales';
import { zurichDay, zurichWeekStart } from '@app/shared/domain/zurich-time';
import type { JourneyCaps, JourneySettings } from '@app/shared/schemas/journeys';
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
import { plan, values, type Context, type Plan } from './journey-plans';

const DAY_MS = 24 * 60 * 60_000;

/** What one journey's run did. */
export interface JourneyRun {
  eligible: number;
  sent: number;
  control: number;
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

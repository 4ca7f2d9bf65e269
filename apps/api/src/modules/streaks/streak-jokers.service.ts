import { applyJokers, jokerPurchaseRefusal } from '@app/shared/domain/streak-jokers';
import { currentWeeklyStreak } from '@app/shared/domain/streaks';
import { addDays, zurichInstant, zurichWeekStart } from '@app/shared/domain/zurich-time';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, lte, not } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { streakJokerUses, users } from '../../db/schema';
import { messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { recordPoints } from '../ledger/ledger.service';
import { createNotification } from '../notifications/notifications.service';
import { readPointsScale } from '../settings/settings.service';
import { lockUser } from '../users/users.repository';

type UserRow = typeof users.$inferSelect;

/** The weekly streak and jokers of a locked member row once jokers cover the empty weeks. */
export interface JokerStanding {
  weekStreak: number;
  lastWashWeek: string | null;
  streakJokers: number;
}

/**
 * Spends the jokers that keep a member's weekly streak alive on `thisWeek` (issue 33), on
 * a row the caller locked: one `streak_joker_uses` row per covered week (its key makes a
 * week covered once, whoever gets there first: the job, a wash, another instance), the
 * member's row, and « Votre joker a sauvé votre série… ». Nothing is written when no joker is due.
 */
export async function spendDueJokers(
  tx: Executor,
  user: UserRow,
  thisWeek: string,
  now: Date,
): Promise<JokerStanding> {
  const outcome = applyJokers(
    { count: user.weekStreak, last: user.lastWashWeek },
    user.streakJokers,
    thisWeek,
  );
  const standing = {
    weekStreak: user.weekStreak,
    lastWashWeek: user.lastWashWeek,
    streakJokers: user.streakJokers,
  };
  if (outcome.savedWeeks.length === 0) return standing;
  const covered = await tx
    .insert(streakJokerUses)
    .values(
      outcome.savedWeeks.map((week) => ({
        userId: user.id,
        week,
        streakCount: user.weekStreak,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ week: streakJokerUses.week });
  if (covered.length === 0) return standing;
  const jokers = user.streakJokers - covered.length;
  await tx
    .update(users)
    .set({ streakJokers: jokers, lastWashWeek: outcome.streak.last })
    .where(eq(users.id, user.id));
  await createNotification(tx, {
    userId: user.id,
    locale: user.locale,
    type: 'streak',
    text: (m) => ({
      title: m.notifications.jokerSavedTitle,
      message: m.notifications.jokerSaved({ weeks: user.weekStreak }),
    }),
    data: { streak_count: user.weekStreak, streak_unit: 'weeks', jokers_left: jokers },
    createdAt: now,
  });
  return { weekStreak: user.weekStreak, lastWashWeek: outcome.streak.last, streakJokers: jokers };
}

/**
 * Buys a joker with points (issue 33): refused at two (409), when the operator does not
 * sell them or without enough points (400). The purchase is a negative ledger entry, so the
 * total and the level follow it like any other entry (decision 0028). A joker bought never
 * revives a streak already broken: it covers the weeks to come.
 */
export async function buyJoker(db: Database, userId: string, now: Date): Promise<JokerStanding> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new HttpError(401, messages.errors.unauthenticated);
    const thisWeek = zurichWeekStart(now);
    const standing = await spendDueJokers(tx, user, thisWeek, now);
    const price = (await readPointsScale(tx)).joker_price;
    const refusal = jokerPurchaseRefusal({
      jokers: standing.streakJokers,
      price,
      totalPoints: user.totalPoints,
    });
    if (refusal === 'full') throw new HttpError(409, messages.streaks.jokersFull);
    if (refusal === 'not_for_sale') throw new HttpError(400, messages.streaks.jokerNotForSale);
    if (refusal === 'not_enough_points')
      throw new HttpError(400, messages.streaks.jokerNotEnoughPoints({ price }));
    const broken =
      currentWeeklyStreak({ count: standing.weekStreak, last: standing.lastWashWeek }, thisWeek) === 0;
    const after = {
      weekStreak: broken ? 0 : standing.weekStreak,
      lastWashWeek: standing.lastWashWeek,
      streakJokers: standing.streakJokers + 1,
    };
    await tx
      .update(users)
      .set({ streakJokers: after.streakJokers, weekStreak: after.weekStreak })
      .where(eq(users.id, userId));
    await recordPoints(tx, {
      userId,
      delta: -price,
      reason: 'joker_purchase',
      reference: null,
      // The member's row is locked: purchases are one at a time, each its own entry.
      idempotencyKey: `joker_purchase:${userId}:${randomUUID()}`,
      now,
    });
    return after;
  });
}

/**
 * Spends the jokers due at the week's boundary (issue 33), on every instance (each member
 * in their own locked transaction, so two instances cover a week once). It waits for Monday
 * 09:00 Zurich, the end of the quiet hours, so the message does not wake anyone; a wash or
 * the streak card before then applies the same rule on the spot.
 */
export class StreakJokerJob {
  private doneFor: string | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Answers how many members had a joker spent. */
  async run(): Promise<number> {
    const now = this.clock.now();
    const thisWeek = zurichWeekStart(now);
    if (this.doneFor === thisWeek || now < zurichInstant(thisWeek, 9 * 60)) return 0;
    const due = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          gt(users.streakJokers, 0),
          gt(users.weekStreak, 0),
          lte(users.lastWashWeek, addDays(thisWeek, -14)),
          not(users.isAdmin),
        ),
      );
    let spent = 0;
    for (const { id } of due) {
      await this.db.transaction(async (tx) => {
        const user = await lockUser(tx, id);
        if (!user) return;
        const standing = await spendDueJokers(tx, user, thisWeek, now);
        if (standing.streakJokers !== user.streakJokers) spent += 1;
      });
    }
    this.doneFor = thisWeek;
    return spent;
  }

  start(): void {
    const run = () =>
      this.run().catch((error: unknown) => this.log.warn({ err: error }, 'streak jokers: run failed'));
    void run();
    this.timer = setInterval(run, 60_000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

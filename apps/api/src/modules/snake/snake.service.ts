import { randomInt } from 'node:crypto';
import {
  SNAKE_GAME_TTL_MS,
  SNAKE_TOP,
  durationBounds,
  recordedSeconds,
  replay,
} from '@app/shared/domain/snake';
import { snakePrizes } from '@app/shared/domain/points-scale';
import { addDays, zurichMidnight, zurichWeekStart } from '@app/shared/domain/zurich-time';
import type { SnakeSubmitBody } from '@app/shared/schemas/snake';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { publishDomainEvent } from '../../lib/domain-events';
import { createNotification } from '../notifications/notifications.service';
import { readPointsScale } from '../settings/settings.service';
import { recordPoints } from '../ledger/ledger.service';
import { hasVerifiedWashBetween, presenceInForce } from '../presence/fair-play';
import { lockUser } from '../users/users.repository';
import { presentChallenger } from './snake.presenter';
import * as repo from './snake.repository';

const START_LIMIT = { limit: 30, windowMs: 60_000 };
const SETTLE_EVERY_MS = 10 * 60_000;

/**
 * Pays each finished week's podium once (docs/product.md, badges and the Snake challenge): the first instance to claim the
 * week in `snake_weeks_settled` pays, in the same transaction, with one ledger key per
 * week and rank. Run by a job, and before the Snake calls answer (the first request of a
 * new week); an instance remembers the week it last settled, so that costs one query a week.
 */
export class SnakePrizes {
  private settledBefore: string | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async settle(): Promise<void> {
    const now = this.clock.now();
    const currentWeek = zurichWeekStart(now);
    if (this.settledBefore === currentWeek) return;
    for (const week of await repo.unsettledWeeks(this.db, currentWeek)) {
      await this.db.transaction(async (tx) => {
        if (!(await repo.claimWeek(tx, week, now))) return;
        // The prizes of the scale in force when the week is settled.
        const prizes = snakePrizes(await readPointsScale(tx));
        const podium = await repo.weekRanking(tx, week, prizes.length);
        // Once presence is in force, a prize needs a verified wash that week; the others keep
        // their rank (docs/product.md, presence).
        const weekFrom = zurichMidnight(week);
        const weekTo = zurichMidnight(addDays(week, 7));
        const verifiedOnly = await presenceInForce(tx);
        for (const entry of podium) {
          if (verifiedOnly && !(await hasVerifiedWashBetween(tx, entry.user_id, weekFrom, weekTo))) continue;
          const points = prizes[entry.rank - 1]!;
          await recordPoints(tx, {
            userId: entry.user_id,
            delta: points,
            reason: 'snake_prize',
            reference: `${week}#${entry.rank}`,
            idempotencyKey: `snake_prize:${week}:${entry.rank}`,
            now,
          });
          await createNotification(tx, {
            userId: entry.user_id,
            type: 'reward',
            text: (m) => ({
              title: m.snake.prizeTitle,
              message: m.snake.prize({ rank: entry.rank, points }),
            }),
            data: { week_start: week, rank: entry.rank, points },
            createdAt: now,
          });
        }
      });
    }
    this.settledBefore = currentWeek;
  }

  start(): void {
    const run = () =>
      this.settle().catch((error: unknown) =>
        this.log.warn({ err: error }, 'snake prizes: settlement failed'),
      );
    void run();
    this.timer = setInterval(run, SETTLE_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

export class SnakeService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly rateLimiter: RateLimiter,
    private readonly prizes: SnakePrizes,
  ) {}

  async start(userId: string) {
    await this.rateLimiter.limit(`snake-start:${userId}`, START_LIMIT, messages.snake.tooManyGames);
    const now = this.clock.now();
    const weekStartedAt = zurichMidnight(zurichWeekStart(now));
    // This week's game stays, even unplayed: it is the one the week counts (never expired).
    const expiredBefore = new Date(Math.min(now.getTime() - SNAKE_GAME_TTL_MS, weekStartedAt.getTime()));
    await repo.deleteExpiredGames(this.db, userId, expiredBefore);
    return this.db.transaction(async (tx) => {
      // One seed a week (docs/product.md, Snake): starting again gives the same game, so no
      // one can shop among seeds for an easy one. The member's row lock orders two starts.
      await lockUser(tx, userId);
      const first = await repo.firstGameSince(tx, userId, weekStartedAt);
      // Once the week's game is submitted, later ones are for fun: they cannot count.
      if (first && !first.submittedAt) return { game_id: first.id, seed: first.seed };
      const seed = randomInt(0, 2 ** 32);
      return { game_id: await repo.insertGame(tx, userId, seed, now), seed };
    });
  }

  /** Replays the move log from the game's seed; only a game the replay reproduces counts. */
  async submit(userId: string, body: SnakeSubmitBody) {
    await this.prizes.settle();
    const now = this.clock.now();
    const week = zurichWeekStart(now);
    try {
      return await this.db.transaction(async (tx) => {
        const game = await repo.lockGame(tx, body.game_id);
        if (!game) throw new HttpError(400, messages.snake.unknownGame);
        if (game.userId !== userId) throw new HttpError(400, messages.snake.otherUsersGame);
        if (game.submittedAt) throw new HttpError(400, messages.snake.alreadySubmitted);
        // A game belongs to the week it was started in (Zurich) and never expires within
        // it: left for hours, it still counts; started before Monday 00:00 — a practice
        // game whose seed was kept — it never counts for the new week.
        if (zurichWeekStart(game.startedAt) !== week) throw new HttpError(400, messages.snake.pastWeek);
        const result = replay(game.seed, body.moves);
        if (!result.ok) {
          const reason = {
            bad_log: messages.snake.badLog,
            move_after_game_over: messages.snake.moveAfterGameOver,
            too_long: messages.snake.tooLong,
          }[result.reason];
          throw new HttpError(400, reason);
        }
        if (result.score !== body.score) throw new HttpError(400, messages.snake.scoreMismatch);
        const secondsSinceStart = (now.getTime() - game.startedAt.getTime()) / 1000;
        const bounds = durationBounds(result.ticks, secondsSinceStart);
        if (body.duration < bounds.min) throw new HttpError(400, messages.snake.durationTooShort);
        // The server's own clock too: a bot cannot play faster than the game's ticks.
        if (secondsSinceStart < bounds.min) throw new HttpError(400, messages.snake.playedTooFast);
        if (body.duration > bounds.max) throw new HttpError(400, messages.snake.durationTooLong);
        if (body.score === 0) throw new HttpError(400, messages.snake.zeroScore);
        if (await repo.weekEntryOf(tx, userId, week)) throw new HttpError(409, messages.snake.alreadyPlayed);
        const first = await repo.firstGameSince(tx, userId, zurichMidnight(week));
        if (first && first.id !== game.id) throw new HttpError(400, messages.snake.notFirstGame);
        await repo.recordSubmission(tx, game.id, {
          weekStart: week,
          score: result.score,
          duration: recordedSeconds(body.duration),
          ticks: result.ticks,
          now,
        });
        await publishDomainEvent(tx, 'snake.submitted', { userId, score: result.score, now });
        const standing = await repo.weekStanding(tx, week, userId);
        return { success: true as const, current_rank: standing.rank ?? 1 };
      });
    } catch (error) {
      // Two games submitted at once for one week: the unique index keeps one.
      if (isUniqueViolation(error, 'snake_games_one_per_week'))
        throw new HttpError(409, messages.snake.alreadyPlayed);
      throw error;
    }
  }

  async challenge(userId: string) {
    await this.prizes.settle();
    const now = this.clock.now();
    const week = zurichWeekStart(now);
    const [top, standing] = await Promise.all([
      repo.weekRanking(this.db, week, SNAKE_TOP),
      repo.weekStanding(this.db, week, userId),
    ]);
    return {
      // A new challenge starts every Monday: one is always running.
      challenge_active: true,
      challenge_end: zurichMidnight(addDays(week, 7)).toISOString(),
      total_participants: standing.participants,
      user_played: standing.score !== null,
      user_score: standing.score,
      user_rank: standing.rank,
      leaderboard: top.map(presentChallenger),
    };
  }

  async history(userId: string) {
    await this.prizes.settle();
    return { history: await repo.history(this.db, userId, zurichWeekStart(this.clock.now())) };
  }
}

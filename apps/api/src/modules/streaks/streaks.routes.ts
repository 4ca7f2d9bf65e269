import { messages } from '../../i18n';
import { applyJokers } from '@app/shared/domain/streak-jokers';
import {
  currentDailyStreak,
  currentWeeklyStreak,
  streakTier,
  unlockedAnimations,
} from '@app/shared/domain/streaks';
import { zurichDay, zurichWeekStart } from '@app/shared/domain/zurich-time';
import { refusals } from '@app/shared/schemas/common';
import { streaksResponse } from '@app/shared/schemas/streaks';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import type { PointsScale } from '@app/shared/domain/points-scale';
import { readPointsScale } from '../settings/settings.service';
import { buyJoker, type JokerStanding } from './streak-jokers.service';

/**
 * GET /api/viral/streaks (the spec's path) and /api/streaks (issue 33's), and
 * POST /api/streaks/jokers: buys a streak joker.
 */
export default async function streaksRoutes(app: App) {
  // The joker's price and weeks as shown on the card: read at most every 10 s, so the home
  // screen's streak card costs no database round trip (a purchase reads the price itself).
  let scaleRead: { at: number; value: Promise<PointsScale> } | null = null;
  const shownScale = () => {
    const now = app.clock.now().getTime();
    if (!scaleRead || Math.abs(now - scaleRead.at) > 10_000) {
      const value = readPointsScale(app.db);
      scaleRead = { at: now, value };
      value.catch(() => (scaleRead = null));
    }
    return scaleRead.value;
  };
  const answer = async (
    user: { washStreak: number; lastWashDay: string | null; longestWeekStreak: number },
    standing: JokerStanding,
  ) => {
    const now = app.clock.now();
    const thisWeek = zurichWeekStart(now);
    // Jokers due and not yet spent by the job (before Monday 09:00) count as spent.
    const { streak, jokers } = applyJokers(
      { count: standing.weekStreak, last: standing.lastWashWeek },
      standing.streakJokers,
      thisWeek,
    );
    const weeks = currentWeeklyStreak(streak, thisWeek);
    const scale = await shownScale();
    return {
      current_streak: weeks,
      longest_streak: user.longestWeekStreak,
      daily_streak: currentDailyStreak({ count: user.washStreak, last: user.lastWashDay }, zurichDay(now)),
      tier: streakTier(weeks),
      message: messages.names.streakMessages[streakTier(weeks) ?? 'none'],
      animations: unlockedAnimations(weeks),
      jokers,
      joker_price: scale.joker_price > 0 ? scale.joker_price : null,
      joker_weeks: scale.joker_weeks > 0 ? scale.joker_weeks : null,
    };
  };

  app.get(
    '',
    { schema: { tags: ['streaks'], response: { 200: streaksResponse, ...refusals(401) } } },
    (request) => {
      const user = sessionUser(request);
      return answer(user, user);
    },
  );

  app.post(
    '/jokers',
    { schema: { tags: ['streaks'], response: { 200: streaksResponse, ...refusals(400, 401, 409) } } },
    async (request) => {
      const user = sessionUser(request);
      const standing = await buyJoker(app.db, user.id, app.clock.now());
      return answer(user, standing);
    },
  );
}

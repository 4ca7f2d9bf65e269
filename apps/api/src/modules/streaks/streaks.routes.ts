import { messages } from '../../i18n';
import {
  currentDailyStreak,
  currentWeeklyStreak,
  streakTier,
  unlockedAnimations,
} from '@app/shared/domain/streaks';
import { zurichDay, zurichWeekStart } from '@app/shared/domain/zurich-time';
import { streaksResponse } from '@app/shared/schemas/streaks';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';

/** GET /api/viral/streaks (prefix /viral/streaks). */
export default async function streaksRoutes(app: App) {
  app.get('', { schema: { tags: ['streaks'], response: { 200: streaksResponse } } }, async (request) => {
    const user = sessionUser(request);
    const now = app.clock.now();
    const weeks = currentWeeklyStreak(
      { count: user.weekStreak, last: user.lastWashWeek },
      zurichWeekStart(now),
    );
    return {
      current_streak: weeks,
      longest_streak: user.longestWeekStreak,
      daily_streak: currentDailyStreak({ count: user.washStreak, last: user.lastWashDay }, zurichDay(now)),
      tier: streakTier(weeks),
      message: messages.names.streakMessages[streakTier(weeks) ?? 'none'],
      animations: unlockedAnimations(weeks),
    };
  });
}

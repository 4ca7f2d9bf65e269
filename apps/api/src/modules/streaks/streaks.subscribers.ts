import { DAILY_STREAK_MILESTONES, tierReachedAt } from '@app/shared/domain/streaks';
import { subscribe } from '../../lib/domain-events';
import { createNotification } from '../notifications/notifications.service';

/**
 * What a wash's streaks tell its member (in their language): a daily streak milestone, a
 * weekly tier reached, a streak joker earned (decision 0030).
 */
export function subscribeStreaks(): void {
  subscribe('streak.changed', 'streaks', async (tx, event) => {
    const { user, daily, weekly, now } = event;
    const userId = user.id;
    const firstWashToday = user.lastWashDay !== event.today;
    if (firstWashToday && (DAILY_STREAK_MILESTONES as readonly number[]).includes(daily.count)) {
      await createNotification(tx, {
        userId,
        locale: user.locale,
        type: 'streak',
        text: (m) => ({
          title: m.notifications.dailyStreakTitle,
          message: m.notifications.dailyStreak({ days: daily.count }),
        }),
        data: { streak_count: daily.count, streak_unit: 'days' },
        createdAt: now,
      });
    }
    const tier = user.lastWashWeek !== event.thisWeek ? tierReachedAt(weekly.count) : null;
    if (tier) {
      await createNotification(tx, {
        userId,
        locale: user.locale,
        type: 'streak',
        text: (m) => ({
          title: m.notifications.weeklyTierTitle,
          message: m.notifications.weeklyTier({ weeks: weekly.count, tier: m.names.streakTiers[tier] }),
        }),
        data: { streak_count: weekly.count, streak_unit: 'weeks' },
        createdAt: now,
      });
    }
    if (event.jokerEarned)
      await createNotification(tx, {
        userId,
        locale: user.locale,
        type: 'streak',
        text: (m) => ({
          title: m.notifications.jokerEarnedTitle,
          message: m.notifications.jokerEarned({ weeks: weekly.count }),
        }),
        data: { streak_count: weekly.count, streak_unit: 'weeks' },
        createdAt: now,
      });
  });
}

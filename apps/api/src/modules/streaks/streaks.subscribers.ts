import { DAILY_STREAK_MILESTONES, tierReachedAt } from '@app/shared/domain/streaks';
import { subscribe } from '../../lib/domain-events';
import { createNotification, type NewNotification } from '../notifications/notifications.service';

/**
 * What a wash's streaks tell its member (in their language): a daily streak milestone, a
 * weekly tier reached, a streak joker earned (decision 0030).
 */
export function subscribeStreaks(): void {
  subscribe('streak.changed', 'streaks', async (tx, event) => {
    const { user, daily, weekly } = event;
    const notify = (text: NewNotification['text'], count: number, unit: 'days' | 'weeks') =>
      createNotification(tx, {
        userId: user.id,
        locale: user.locale,
        type: 'streak',
        text,
        data: { streak_count: count, streak_unit: unit },
        createdAt: event.now,
      });
    const firstWashToday = user.lastWashDay !== event.today;
    if (firstWashToday && (DAILY_STREAK_MILESTONES as readonly number[]).includes(daily.count))
      await notify(
        (m) => ({
          title: m.notifications.dailyStreakTitle,
          message: m.notifications.dailyStreak({ days: daily.count }),
        }),
        daily.count,
        'days',
      );
    const tier = user.lastWashWeek !== event.thisWeek ? tierReachedAt(weekly.count) : null;
    if (tier)
      await notify(
        (m) => ({
          title: m.notifications.weeklyTierTitle,
          message: m.notifications.weeklyTier({ weeks: weekly.count, tier: m.names.streakTiers[tier] }),
        }),
        weekly.count,
        'weeks',
      );
    if (event.jokerEarned)
      await notify(
        (m) => ({
          title: m.notifications.jokerEarnedTitle,
          message: m.notifications.jokerEarned({ weeks: weekly.count }),
        }),
        weekly.count,
        'weeks',
      );
  });
}

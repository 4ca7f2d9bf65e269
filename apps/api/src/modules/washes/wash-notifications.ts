import { DAILY_STREAK_MILESTONES, tierReachedAt } from '@app/shared/domain/streaks';
import type { Executor } from '../../db/client';
import { zurichDateTime } from '../../i18n';
import { createNotification } from '../notifications/notifications.service';

/**
 * What a recorded wash tells its member (in their language): a daily streak milestone, a
 * weekly tier reached, and for a wash taken offline, that it finally counted.
 */
export async function notifyWashEvents(
  tx: Executor,
  event: {
    user: { id: string; locale: string | null; lastWashDay: string | null; lastWashWeek: string | null };
    today: string;
    thisWeek: string;
    daily: { count: number };
    weekly: { count: number };
    /** The wash's week earned a streak joker. */
    jokerEarned: boolean;
    now: Date;
    offline: { washId: string; station: string; instant: Date; points: number } | null;
  },
): Promise<void> {
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
  const offline = event.offline;
  if (offline)
    await createNotification(tx, {
      userId,
      locale: user.locale,
      type: 'other',
      text: (m) => ({
        title: m.notifications.offlineWashTitle,
        message: m.notifications.offlineWash({
          station: offline.station,
          when: zurichDateTime(offline.instant, m),
          points: offline.points,
        }),
      }),
      data: { wash_id: offline.washId, points: offline.points },
      createdAt: now,
    });
}

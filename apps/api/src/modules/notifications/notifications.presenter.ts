import type { notifications } from '../../db/schema';

type NotificationRow = typeof notifications.$inferSelect;

export function presentNotification(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    read: row.read,
    data: row.data ?? null,
  };
}

/** Where a journey's message leads (issue 33): the screen where the member acts on it. */
function journeyUrl(journey: unknown): string {
  switch (journey) {
    case 'streak_at_risk':
      return '/viral-features?tab=streaks';
    case 'welcome':
    case 'win_back':
      return '/add-wash';
    case 'almost_there':
      return '/profile';
    default:
      return '/';
  }
}

/** Where a click on the pushed notification leads. */
export function notificationUrl(
  type: NotificationRow['type'],
  data?: Record<string, unknown> | null,
): string {
  // An announcement opens the page the operator chose (one of the app's own).
  if (data && typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//'))
    return data.url;
  // Badges and Snake prizes are rewards of their own pages.
  if (data && 'badge_id' in data) return '/badges';
  if (data && 'week_start' in data) return '/challenges';
  switch (type) {
    case 'streak':
      return '/viral-features?tab=streaks';
    case 'referral':
      return '/viral-features?tab=referral';
    case 'reward':
      return '/viral-features?tab=rewards';
    case 'ranking':
      return '/leaderboard';
    case 'reminder':
      return journeyUrl(data?.journey);
    default:
      return '/';
  }
}

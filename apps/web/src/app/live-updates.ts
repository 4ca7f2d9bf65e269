import { useLiveRankings } from '@/features/leaderboard/api/live-rankings';
import { useLiveNotifications } from '@/features/notifications/api/live-notifications';
import { useRealtime } from '@/lib/realtime';

/**
 * What keeps every signed-in page live: the event stream, and the features that follow
 * it on every page (notifications, rankings). Other features subscribe where they show.
 */
export function useLiveUpdates(enabled: boolean) {
  useRealtime(enabled);
  useLiveNotifications();
  useLiveRankings();
}

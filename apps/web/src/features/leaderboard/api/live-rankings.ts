import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';

/** A wash validated or removed anywhere: every board, the live ranking and the weekly top. */
export function useLiveRankings() {
  const client = useQueryClient();
  useRealtimeEvent('ranking.changed', () => void client.invalidateQueries({ queryKey: ['leaderboard'] }));
}

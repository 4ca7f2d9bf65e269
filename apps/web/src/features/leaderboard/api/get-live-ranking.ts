import { queryOptions, useQuery } from '@tanstack/react-query';
import type { leaderboardUpdatesResponse } from '@app/shared/schemas/leaderboard';
import { api, type Contract } from '@/lib/api-client';

/** Under the 'leaderboard' key: the stream's ranking event refreshes it with the boards. */
export const liveRankingQueryOptions = queryOptions({
  queryKey: ['leaderboard', 'live'],
  queryFn: () => api<Contract<typeof leaderboardUpdatesResponse>>('/viral/leaderboard-updates'),
});

export function useLiveRanking() {
  return useQuery(liveRankingQueryOptions);
}

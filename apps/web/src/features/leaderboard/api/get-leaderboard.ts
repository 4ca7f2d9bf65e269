import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboardResponse, type LeaderboardPeriod } from '@app/shared/schemas/leaderboard';
import { api } from '@/lib/api-client';

export function leaderboardQueryOptions(period: LeaderboardPeriod, limit = 50) {
  return queryOptions({
    queryKey: ['leaderboard', period, limit],
    queryFn: () => api(`/leaderboard/${period}?limit=${limit}`, { schema: leaderboardResponse }),
  });
}

export function useLeaderboard(period: LeaderboardPeriod, limit = 50) {
  return useQuery({ ...leaderboardQueryOptions(period, limit), placeholderData: keepPreviousData });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { leaderboardResponse, LeaderboardPeriod } from '@app/shared/schemas/leaderboard';
import { api, type Contract } from '@/lib/api-client';

export function leaderboardQueryOptions(period: LeaderboardPeriod, limit = 50) {
  return queryOptions({
    queryKey: ['leaderboard', period, limit],
    queryFn: () => api<Contract<typeof leaderboardResponse>>(`/leaderboard/${period}?limit=${limit}`),
  });
}

export function useLeaderboard(period: LeaderboardPeriod, limit = 50) {
  return useQuery({ ...leaderboardQueryOptions(period, limit), placeholderData: keepPreviousData });
}

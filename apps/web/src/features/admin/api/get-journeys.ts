import { queryOptions, useQuery } from '@tanstack/react-query';
import type { journeyStatisticsResponse, journeysResponse } from '@app/shared/schemas/journeys';
import { api, type Contract } from '@/lib/api-client';

export type Journeys = Contract<typeof journeysResponse>;
export type JourneyStats = Contract<typeof journeyStatisticsResponse>;

export const journeysQueryOptions = queryOptions({
  queryKey: ['admin', 'journeys'],
  queryFn: () => api<Journeys>('/admin/journeys'),
});

export function useJourneys() {
  return useQuery(journeysQueryOptions);
}

export function useJourneyStatistics(period: { from: string; to: string }) {
  return useQuery({
    queryKey: ['admin', 'statistics', 'journeys', period],
    queryFn: () => api<JourneyStats>(`/admin/statistics/journeys?${new URLSearchParams(period).toString()}`),
  });
}

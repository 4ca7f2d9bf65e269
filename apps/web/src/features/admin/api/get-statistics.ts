import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatisticsPeriod } from '@app/shared/domain/statistics';
import type { adminStatisticsResponse } from '@app/shared/schemas/admin';
import { api, type Contract } from '@/lib/api-client';

/** The statistics tab's choice: a period (custom: its days) and a station ('' for all). */
export interface StatisticsFilters {
  period: StatisticsPeriod;
  from: string;
  to: string;
  station: string;
}

export const defaultStatisticsFilters: StatisticsFilters = { period: '30d', from: '', to: '', station: '' };

export function statisticsQueryOptions(filters: StatisticsFilters = defaultStatisticsFilters) {
  const params = new URLSearchParams({ period: filters.period });
  if (filters.period === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  if (filters.station) params.set('station', filters.station);
  return queryOptions({
    queryKey: ['admin', 'statistics', filters],
    queryFn: () => api<Contract<typeof adminStatisticsResponse>>(`/admin/statistics?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function useStatistics(filters: StatisticsFilters = defaultStatisticsFilters) {
  return useQuery(statisticsQueryOptions(filters));
}

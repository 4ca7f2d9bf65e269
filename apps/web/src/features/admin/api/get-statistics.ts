import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminStatisticsResponse } from '@app/shared/schemas/admin';
import { api, type Contract } from '@/lib/api-client';

export const statisticsQueryOptions = queryOptions({
  queryKey: ['admin', 'statistics'],
  queryFn: () => api<Contract<typeof adminStatisticsResponse>>('/admin/statistics'),
});

export function useStatistics() {
  return useQuery(statisticsQueryOptions);
}

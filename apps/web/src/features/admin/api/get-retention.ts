import { queryOptions, useQuery } from '@tanstack/react-query';
import type { retentionResponse } from '@app/shared/schemas/retention';
import { api, type Contract } from '@/lib/api-client';

export type Retention = Contract<typeof retentionResponse>;

export const retentionQueryOptions = queryOptions({
  queryKey: ['admin', 'statistics', 'retention'],
  queryFn: () => api<Retention>('/admin/statistics/retention'),
  // Whole months and weeks: a minute-old copy says the same.
  staleTime: 60_000,
});

export function useRetention() {
  return useQuery(retentionQueryOptions);
}

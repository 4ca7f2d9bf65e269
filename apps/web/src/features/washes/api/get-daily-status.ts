import { queryOptions, useQuery } from '@tanstack/react-query';
import type { dailyStatusResponse } from '@app/shared/schemas/washes';
import { api, type Contract } from '@/lib/api-client';

export const dailyStatusQueryOptions = queryOptions({
  queryKey: ['washes', 'daily-status'],
  queryFn: () => api<Contract<typeof dailyStatusResponse>>('/washes/daily-status'),
});

export function useDailyStatus() {
  return useQuery(dailyStatusQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { dailyStatusResponse } from '@app/shared/schemas/washes';
import { api } from '@/lib/api-client';

export const dailyStatusQueryOptions = queryOptions({
  queryKey: ['washes', 'daily-status'],
  queryFn: () => api('/washes/daily-status', { schema: dailyStatusResponse }),
});

export function useDailyStatus() {
  return useQuery(dailyStatusQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { streaksResponse } from '@app/shared/schemas/streaks';
import { api, type Contract } from '@/lib/api-client';

export const streaksQueryOptions = queryOptions({
  queryKey: ['streaks'],
  queryFn: () => api<Contract<typeof streaksResponse>>('/viral/streaks'),
});

export function useStreaks() {
  return useQuery(streaksQueryOptions);
}

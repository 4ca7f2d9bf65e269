import { queryOptions, useQuery } from '@tanstack/react-query';
import { streaksResponse } from '@app/shared/schemas/streaks';
import { api } from '@/lib/api-client';

export const streaksQueryOptions = queryOptions({
  queryKey: ['streaks'],
  queryFn: () => api('/viral/streaks', { schema: streaksResponse }),
});

export function useStreaks() {
  return useQuery(streaksQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { snakeHistoryResponse } from '@app/shared/schemas/snake';
import { api, type Contract } from '@/lib/api-client';

export const historyQueryOptions = queryOptions({
  queryKey: ['snake', 'history'],
  queryFn: () => api<Contract<typeof snakeHistoryResponse>>('/games/snake/history'),
});

export function useHistory() {
  return useQuery(historyQueryOptions);
}

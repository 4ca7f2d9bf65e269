import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { pointsHistoryResponse } from '@app/shared/schemas/ledger';
import { api, type Contract } from '@/lib/api-client';

const PAGE = 20;

export const pointsHistoryKey = ['points-history'] as const;

/** The member's ledger, told in French, 20 rows at a time (« Historique des points »). */
export const pointsHistoryQueryOptions = infiniteQueryOptions({
  queryKey: pointsHistoryKey,
  queryFn: ({ pageParam }) =>
    api<Contract<typeof pointsHistoryResponse>>(`/users/points-history?limit=${PAGE}&skip=${pageParam}`),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.entries.length, 0);
    return loaded < last.total ? loaded : undefined;
  },
});

export function usePointsHistory() {
  return useInfiniteQuery(pointsHistoryQueryOptions);
}

import { queryOptions } from '@tanstack/react-query';
import type { stationsResponse } from '@app/shared/schemas/stations';
import { api, type Contract } from '@/lib/api-client';

/** The stations with their Google review pages. */
export const reviewStationsQueryOptions = queryOptions({
  queryKey: ['stations', 'full'],
  queryFn: () => api<Contract<typeof stationsResponse>>('/stations'),
  staleTime: 60 * 60_000,
});

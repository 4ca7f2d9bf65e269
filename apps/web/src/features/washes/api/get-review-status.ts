import { queryOptions, useQuery } from '@tanstack/react-query';
import type { reviewStatusResponse } from '@app/shared/schemas/washes';
import { api, type Contract } from '@/lib/api-client';

/** Which stations' Google review bonus the member already has (shared key with /reviews). */
export const reviewStatusQueryOptions = queryOptions({
  queryKey: ['reviews', 'status'],
  queryFn: () => api<Contract<typeof reviewStatusResponse>>('/reviews/status'),
});

export function useReviewStatus() {
  return useQuery(reviewStatusQueryOptions);
}

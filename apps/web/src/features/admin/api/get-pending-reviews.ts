import { queryOptions, useQuery } from '@tanstack/react-query';
import type { pendingSubmissionsResponse } from '@app/shared/schemas/reviews';
import { api, type Contract } from '@/lib/api-client';

export const pendingReviewsQueryOptions = queryOptions({
  queryKey: ['admin', 'reviews'],
  queryFn: () => api<Contract<typeof pendingSubmissionsResponse>>('/admin/review-submissions'),
});

export function usePendingReviews() {
  return useQuery(pendingReviewsQueryOptions);
}

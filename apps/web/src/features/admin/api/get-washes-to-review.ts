import { queryOptions, useQuery } from '@tanstack/react-query';
import type { washesToReviewResponse } from '@app/shared/schemas/wash-review';
import { api, type Contract } from '@/lib/api-client';

export const washesToReviewQueryOptions = queryOptions({
  queryKey: ['admin', 'washes', 'to-review'],
  queryFn: () => api<Contract<typeof washesToReviewResponse>>('/admin/washes/to-review'),
});

export function useWashesToReview() {
  return useQuery(washesToReviewQueryOptions);
}

import { queryOptions } from '@tanstack/react-query';
import type { mySubmissionsResponse } from '@app/shared/schemas/reviews';
import { api, type Contract } from '@/lib/api-client';

export const mySubmissionsQueryOptions = queryOptions({
  queryKey: ['reviews', 'mine'],
  queryFn: () => api<Contract<typeof mySubmissionsResponse>>('/reviews/my-submissions'),
});

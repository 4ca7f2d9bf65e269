import { queryOptions } from '@tanstack/react-query';
import type { reviewStatusResponse } from '@app/shared/schemas/washes';
import { api, type Contract } from '@/lib/api-client';

export const reviewStatusQueryOptions = queryOptions({
  queryKey: ['reviews', 'status'],
  queryFn: () => api<Contract<typeof reviewStatusResponse>>('/reviews/status'),
});

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { rewardsResponse } from '@app/shared/schemas/rewards';
import { api, type Contract } from '@/lib/api-client';

export const rewardsQueryOptions = queryOptions({
  queryKey: ['rewards'],
  queryFn: () => api<Contract<typeof rewardsResponse>>('/viral/rewards'),
});

export function useRewards() {
  return useQuery(rewardsQueryOptions);
}

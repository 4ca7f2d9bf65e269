import { queryOptions, useQuery } from '@tanstack/react-query';
import type { userBadgesResponse } from '@app/shared/schemas/badges';
import { api, type Contract } from '@/lib/api-client';

export const userBadgesQueryOptions = queryOptions({
  queryKey: ['badges', 'user'],
  queryFn: () => api<Contract<typeof userBadgesResponse>>('/badges/user'),
});

export function useUserBadges() {
  return useQuery(userBadgesQueryOptions);
}

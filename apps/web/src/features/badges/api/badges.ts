import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { userBadgesResponse, userCardResponse } from '@app/shared/schemas/badges';
import type { okResponse } from '@app/shared/schemas/common';
import { api, type Contract } from '@/lib/api-client';

export const userBadgesQueryOptions = queryOptions({
  queryKey: ['badges', 'user'],
  queryFn: () => api<Contract<typeof userBadgesResponse>>('/badges/user'),
});

export function useUserBadges() {
  return useQuery(userBadgesQueryOptions);
}

export function useSaveShowcase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (badgeIds: string[]) =>
      api<Contract<typeof okResponse>>('/badges/showcase', { method: 'POST', body: { badge_ids: badgeIds } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['badges'] }),
  });
}

export function useMemberCard(userId: string | null) {
  return useQuery({
    queryKey: ['badges', 'card', userId],
    queryFn: () => api<Contract<typeof userCardResponse>>(`/users/${userId}/card`),
    enabled: userId !== null,
  });
}

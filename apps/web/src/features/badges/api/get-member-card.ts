import { useQuery } from '@tanstack/react-query';
import type { userCardResponse } from '@app/shared/schemas/badges';
import { api, type Contract } from '@/lib/api-client';

/** Another member's card (public name, level, showcased badges), fetched when opened. */
export function useMemberCard(userId: string | null) {
  return useQuery({
    queryKey: ['badges', 'card', userId],
    queryFn: () => api<Contract<typeof userCardResponse>>(`/users/${userId}/card`),
    enabled: userId !== null,
  });
}

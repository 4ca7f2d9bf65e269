import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { okResponse } from '@app/shared/schemas/common';
import { api, type Contract } from '@/lib/api-client';

export function useSaveShowcase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (badgeIds: string[]) =>
      api<Contract<typeof okResponse>>('/badges/showcase', { method: 'POST', body: { badge_ids: badgeIds } }),
    // Every badge read: the collection and the member cards that show the showcase.
    onSuccess: () => client.invalidateQueries({ queryKey: ['badges'] }),
  });
}

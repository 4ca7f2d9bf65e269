import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { streaksResponse } from '@app/shared/schemas/streaks';
import { api, type Contract } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';
import { streaksQueryOptions } from './get-streaks';

/** Buys a streak joker with points; the card and the member's total follow at once. */
export function useBuyJoker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Contract<typeof streaksResponse>>('/streaks/jokers', { method: 'POST' }),
    onSuccess: (streaks) => {
      queryClient.setQueryData(streaksQueryOptions.queryKey, streaks);
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['points-history'] });
    },
  });
}

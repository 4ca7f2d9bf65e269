import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Move } from '@app/shared/domain/snake';
import type { snakeSubmitResponse } from '@app/shared/schemas/snake';
import { api, type Contract } from '@/lib/api-client';
import { challengeQueryOptions } from './get-challenge';
import { historyQueryOptions } from './get-history';

export function useSubmitScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { game_id: string; score: number; duration: number; moves: Move[] }) =>
      api<Contract<typeof snakeSubmitResponse>>('/games/snake/submit-score', { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: challengeQueryOptions.queryKey }),
        client.invalidateQueries({ queryKey: historyQueryOptions.queryKey }),
      ]),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Move } from '@app/shared/domain/snake';
import type {
  snakeChallengeResponse,
  snakeHistoryResponse,
  snakeStartResponse,
  snakeSubmitResponse,
} from '@app/shared/schemas/snake';
import { api, type Contract } from '@/lib/api-client';

export const challengeQueryOptions = queryOptions({
  queryKey: ['snake', 'challenge'],
  queryFn: () => api<Contract<typeof snakeChallengeResponse>>('/games/snake/challenge'),
});

export const historyQueryOptions = queryOptions({
  queryKey: ['snake', 'history'],
  queryFn: () => api<Contract<typeof snakeHistoryResponse>>('/games/snake/history'),
});

export function useChallenge() {
  return useQuery(challengeQueryOptions);
}

export function useHistory() {
  return useQuery(historyQueryOptions);
}

export function useStartGame() {
  return useMutation({
    mutationFn: () => api<Contract<typeof snakeStartResponse>>('/games/snake/start', { method: 'POST' }),
  });
}

export function useSubmitScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { game_id: string; score: number; duration: number; moves: Move[] }) =>
      api<Contract<typeof snakeSubmitResponse>>('/games/snake/submit-score', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['snake'] }),
  });
}

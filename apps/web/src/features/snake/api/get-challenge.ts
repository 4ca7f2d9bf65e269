import { queryOptions, useQuery } from '@tanstack/react-query';
import type { snakeChallengeResponse } from '@app/shared/schemas/snake';
import { api, type Contract } from '@/lib/api-client';

export const challengeQueryOptions = queryOptions({
  queryKey: ['snake', 'challenge'],
  queryFn: () => api<Contract<typeof snakeChallengeResponse>>('/games/snake/challenge'),
});

export function useChallenge() {
  return useQuery(challengeQueryOptions);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createWashResponse, CreateWashBody } from '@app/shared/schemas/washes';
import { apiUpload, type Contract } from '@/lib/api-client';

export function createWash(body: CreateWashBody, onProgress?: (share: number) => void) {
  return apiUpload<Contract<typeof createWashResponse>>('/washes', { body, onProgress });
}

/**
 * What a wash changes: points, level and streaks (the member), today's washes, boards,
 * badges, offers reached, notifications, the gallery, the referral counts, the operator's
 * lists. Stations, chat and the feed stay as they are.
 */
export const CHANGED_BY_A_WASH = [
  ['auth', 'me'],
  ['washes'],
  ['leaderboard'],
  ['streaks'],
  ['badges'],
  ['rewards'],
  ['notifications'],
  ['gallery'],
  ['referral'],
  ['snake'],
  ['admin'],
  ['points-history'],
] as const;

export function useCreateWash(onProgress?: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWashBody) => createWash(body, onProgress),
    onSuccess: () =>
      Promise.all(CHANGED_BY_A_WASH.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createWashResponse, CreateWashBody } from '@app/shared/schemas/washes';
import { apiUpload, type Contract } from '@/lib/api-client';

export function createWash(body: CreateWashBody, onProgress?: (share: number) => void) {
  return apiUpload<Contract<typeof createWashResponse>>('/washes', { body, onProgress });
}

/** After a wash everything that shows points, streaks or ranks is stale. */
export function useCreateWash(onProgress?: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWashBody) => createWash(body, onProgress),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

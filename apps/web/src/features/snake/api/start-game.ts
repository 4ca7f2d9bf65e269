import { useMutation } from '@tanstack/react-query';
import type { snakeStartResponse } from '@app/shared/schemas/snake';
import { api, type Contract } from '@/lib/api-client';

export function useStartGame() {
  return useMutation({
    mutationFn: () => api<Contract<typeof snakeStartResponse>>('/games/snake/start', { method: 'POST' }),
  });
}

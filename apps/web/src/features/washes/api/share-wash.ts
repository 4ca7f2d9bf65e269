import { useMutation } from '@tanstack/react-query';
import type { shareResponse, ShareBody } from '@app/shared/schemas/social';
import { api, type Contract } from '@/lib/api-client';

export function shareWash(body: ShareBody) {
  return api<Contract<typeof shareResponse>>('/social/share', { method: 'POST', body });
}

export function useShareWash() {
  return useMutation({ mutationFn: shareWash });
}

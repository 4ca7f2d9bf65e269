import { useMutation } from '@tanstack/react-query';
import { shareResponse, type ShareBody } from '@app/shared/schemas/social';
import { api } from '@/lib/api-client';

export function shareWash(body: ShareBody) {
  return api('/social/share', { method: 'POST', body, schema: shareResponse });
}

export function useShareWash() {
  return useMutation({ mutationFn: shareWash });
}

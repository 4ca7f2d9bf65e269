import { useMutation } from '@tanstack/react-query';
import type { googleSaveUrlResponse } from '@app/shared/schemas/wallet';
import { api, type Contract } from '@/lib/api-client';

/** The member's Google Wallet save link, asked for when the button is pressed (it is signed then). */
export function useGoogleSaveUrl() {
  return useMutation({
    mutationFn: () => api<Contract<typeof googleSaveUrlResponse>>('/wallet/google/save-url'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { pairResponse } from '@app/shared/schemas/presence';
import { api, type Contract } from '@/lib/api-client';

export function usePairDisplay() {
  return useMutation({
    mutationFn: (pairingCode: string) =>
      api<Contract<typeof pairResponse>>('/station-display/pair', {
        method: 'POST',
        body: { pairing_code: pairingCode },
      }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { useCodeResponse } from '@app/shared/schemas/referral';
import { api, type Contract } from '@/lib/api-client';

export function useUseReferralCode() {
  return useMutation({
    mutationFn: (code: string) =>
      api<Contract<typeof useCodeResponse>>(
        `/viral/referral/use-code?referral_code=${encodeURIComponent(code)}`,
        { method: 'POST' },
      ),
  });
}

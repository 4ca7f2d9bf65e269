import { useMutation } from '@tanstack/react-query';
import type { partnerCheckResponse, partnerRedeemResponse } from '@app/shared/schemas/rewards';
import { api, type Contract } from '@/lib/api-client';

export interface PartnerCode {
  code: string;
  pin: string;
}

/** Whether the member's code is good, for which offer (changes nothing). */
export function useCheckCode() {
  return useMutation({
    mutationFn: (input: PartnerCode) =>
      api<Contract<typeof partnerCheckResponse>>('/partner/check', { method: 'POST', body: input }),
  });
}

/** Marks the code used: once, whoever presses first. */
export function useRedeemCode() {
  return useMutation({
    mutationFn: (input: PartnerCode) =>
      api<Contract<typeof partnerRedeemResponse>>('/partner/redeem', { method: 'POST', body: input }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { rewardCodeResponse } from '@app/shared/schemas/rewards';
import { api, type Contract } from '@/lib/api-client';

export type RewardCode = Contract<typeof rewardCodeResponse>;

/** A fresh member card code for one unlocked offer (valid ten minutes). */
export function useIssueCode() {
  return useMutation({
    mutationFn: (rewardId: string) => api<RewardCode>(`/viral/rewards/${rewardId}/code`, { method: 'POST' }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { googleReviewResponse } from '@app/shared/schemas/washes';
import { api, type Contract } from '@/lib/api-client';

export function rewardGoogleReview({ washId, station }: { washId: string; station: string }) {
  return api<Contract<typeof googleReviewResponse>>(`/washes/${washId}/google-review`, {
    method: 'POST',
    body: { station },
  });
}

export function useGoogleReview() {
  return useMutation({ mutationFn: rewardGoogleReview });
}

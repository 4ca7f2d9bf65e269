import { useMutation } from '@tanstack/react-query';
import { googleReviewResponse } from '@app/shared/schemas/washes';
import { api } from '@/lib/api-client';

export function rewardGoogleReview({ washId, station }: { washId: string; station: string }) {
  return api(`/washes/${washId}/google-review`, {
    method: 'POST',
    body: { station },
    schema: googleReviewResponse,
  });
}

export function useGoogleReview() {
  return useMutation({ mutationFn: rewardGoogleReview });
}

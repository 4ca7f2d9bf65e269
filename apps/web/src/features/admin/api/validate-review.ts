import type { validateReviewResponse } from '@app/shared/schemas/reviews';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function useValidateReview() {
  return useAdminMutation((input: { id: string; action: 'approve' | 'reject'; notes: string }) =>
    api<Contract<typeof validateReviewResponse>>(`/admin/review-submissions/${input.id}/validate`, {
      method: 'POST',
      body: { action: input.action, admin_notes: input.notes.trim() || undefined },
    }),
  );
}

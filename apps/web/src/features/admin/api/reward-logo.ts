import type { adminRewardResponse } from '@app/shared/schemas/rewards';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

type Answer = Contract<typeof adminRewardResponse>;

/** Uploads a partner's logo (a data URL) or, with null, removes it. */
export function useRewardLogo() {
  return useAdminMutation(
    (input: { id: string; dataUrl: string | null }) =>
      input.dataUrl === null
        ? api<Answer>(`/admin/rewards/${input.id}/logo`, { method: 'DELETE' })
        : api<Answer>(`/admin/rewards/${input.id}/logo`, {
            method: 'PUT',
            body: { logo_data: input.dataUrl },
          }),
    [['rewards']],
  );
}

import type { adjustPointsResponse } from '@app/shared/schemas/admin';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function useAdjustPoints() {
  return useAdminMutation((input: { id: string; delta: number; reason: string }) =>
    api<Contract<typeof adjustPointsResponse>>(`/admin/users/${input.id}/points`, {
      method: 'POST',
      body: { delta: input.delta, reason: input.reason },
    }),
  );
}

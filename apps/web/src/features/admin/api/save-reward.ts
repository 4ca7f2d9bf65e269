import type { RewardInput } from '@app/shared/schemas/rewards';
import { api } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useSaveReward() {
  return useAdminMutation((input: { id?: string; body: RewardInput }) =>
    input.id
      ? api<Ok>(`/admin/rewards/${input.id}`, { method: 'PUT', body: input.body })
      : api<Ok>('/admin/rewards/', { method: 'POST', body: input.body }),
  );
}

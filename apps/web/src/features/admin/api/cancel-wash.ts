import type { cancelWashResponse } from '@app/shared/schemas/wash-review';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function useCancelWash() {
  return useAdminMutation((washId: string) =>
    api<Contract<typeof cancelWashResponse>>(`/admin/washes/${washId}/cancel`, { method: 'POST' }),
  );
}

import type { adminUserResponse } from '@app/shared/schemas/admin';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function useUpdateUser() {
  return useAdminMutation((input: { id: string; changes: Record<string, unknown> }) =>
    api<Contract<typeof adminUserResponse>>(`/admin/users/${input.id}`, {
      method: 'PATCH',
      body: input.changes,
    }),
  );
}

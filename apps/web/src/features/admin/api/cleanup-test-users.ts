import type { cleanupResponse } from '@app/shared/schemas/admin';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function useCleanupTestUsers() {
  return useAdminMutation(() =>
    api<Contract<typeof cleanupResponse>>('/admin/cleanup-test-users', { method: 'POST' }),
  );
}

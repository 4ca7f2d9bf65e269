import { api } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useClearAll() {
  return useAdminMutation((confirm: string) =>
    api<Ok>('/admin/users/clear-all', { method: 'DELETE', body: { confirm } }),
  );
}

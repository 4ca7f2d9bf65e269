import { api } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useDeleteUser() {
  return useAdminMutation((id: string) => api<Ok>(`/admin/users/${id}`, { method: 'DELETE' }));
}

import { api } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useDeleteReward() {
  return useAdminMutation((id: string) => api<Ok>(`/admin/rewards/${id}`, { method: 'DELETE' }));
}

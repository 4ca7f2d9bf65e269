import { api } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useRestoreMessage() {
  return useAdminMutation((id: number) => api<Ok>(`/admin/chat/messages/${id}/restore`, { method: 'POST' }));
}

import { api } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useDeleteUserMessages() {
  return useAdminMutation((userId: string) =>
    api<Ok>(`/admin/chat/messages/user/${userId}`, { method: 'DELETE' }),
  );
}

import type { adminDeleteMessageResponse } from '@app/shared/schemas/chat';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function useDeleteMessage() {
  return useAdminMutation((id: number) =>
    api<Contract<typeof adminDeleteMessageResponse>>(`/admin/chat/messages/${id}`, { method: 'DELETE' }),
  );
}

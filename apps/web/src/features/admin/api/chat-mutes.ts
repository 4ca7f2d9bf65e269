import { useQuery } from '@tanstack/react-query';
import type { chatMutesResponse } from '@app/shared/schemas/chat';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

/** Members who cannot write in the chat now, with the end of their mute. */
export function useChatMutes() {
  return useQuery({
    queryKey: ['admin', 'chat-mutes'],
    queryFn: () => api<Contract<typeof chatMutesResponse>>('/admin/chat/mutes'),
  });
}

export function useUnmuteUser() {
  return useAdminMutation((userId: string) => api<Ok>(`/admin/chat/mute/${userId}`, { method: 'DELETE' }));
}

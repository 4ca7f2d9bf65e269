import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminChatMessagesResponse } from '@app/shared/schemas/chat';
import { api, type Contract } from '@/lib/api-client';

export function useAdminMessages(skip: number) {
  return useQuery({
    queryKey: ['admin', 'chat', skip],
    queryFn: () =>
      api<Contract<typeof adminChatMessagesResponse>>(`/admin/chat/messages?limit=50&skip=${skip}`),
    placeholderData: keepPreviousData,
  });
}

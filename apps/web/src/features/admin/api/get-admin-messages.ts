import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChatQueue } from '@app/shared/domain/chat';
import type { adminChatMessagesResponse } from '@app/shared/schemas/chat';
import { api, type Contract } from '@/lib/api-client';

export type { ChatQueue };

/** A page of one moderation view: all, reported, hidden by reports, deleted (history). */
export function useAdminMessages(skip: number, queue: ChatQueue = 'all') {
  return useQuery({
    queryKey: ['admin', 'chat', queue, skip],
    queryFn: () =>
      api<Contract<typeof adminChatMessagesResponse>>(
        `/admin/chat/messages?limit=50&skip=${skip}&queue=${queue}`,
      ),
    placeholderData: keepPreviousData,
  });
}

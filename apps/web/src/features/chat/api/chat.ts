import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CHAT_FALLBACK_POLL_MS, CHAT_PAGE_SIZE } from '@app/shared/domain/chat';
import type {
  ChatDeletedEvent,
  ChatMessage,
  chatMessagesResponse,
  onlineUsersResponse,
} from '@app/shared/schemas/chat';
import type { okResponse } from '@app/shared/schemas/common';
import { api, type Contract } from '@/lib/api-client';
import { useRealtimeEvent, useStreamOpen } from '@/lib/realtime';

type Page = Contract<typeof chatMessagesResponse>;
type Pages = InfiniteData<Page, number | null>;

/** While the event stream is open, the online list only needs to drop who left. */
const ONLINE_REFRESH_MS = 30_000;

/** Pages newest first (page 0 is the latest 50); each page lists oldest to newest. */
export const chatMessagesQueryOptions = infiniteQueryOptions({
  queryKey: ['chat', 'messages'],
  queryFn: ({ pageParam, signal }) =>
    api<Page>(`/chat/messages?limit=${CHAT_PAGE_SIZE}${pageParam ? `&before=${pageParam}` : ''}`, { signal }),
  initialPageParam: null as number | null,
  getNextPageParam: (last) =>
    last.messages.length === CHAT_PAGE_SIZE ? (last.messages[0]?.id ?? null) : null,
});

export const onlineUsersQueryOptions = queryOptions({
  queryKey: ['chat', 'online'],
  queryFn: () => api<Contract<typeof onlineUsersResponse>>('/chat/online-users'),
});

/** Adds a message to the latest page, once (the stream and the send answer both bring it). */
function addMessage(client: QueryClient, message: ChatMessage) {
  client.setQueryData<Pages>(chatMessagesQueryOptions.queryKey, (data) => {
    if (!data?.pages[0]) return data;
    if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
    const [latest, ...older] = data.pages;
    return { ...data, pages: [{ messages: [...latest.messages, message] }, ...older] };
  });
}

/** Drops one message, or every message of a user. */
function removeMessages(client: QueryClient, which: ChatDeletedEvent) {
  const gone = (message: ChatMessage) =>
    'id' in which ? message.id === which.id : message.user_id === which.user_id;
  client.setQueryData<Pages>(chatMessagesQueryOptions.queryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ messages: page.messages.filter((known) => !gone(known)) })),
        }
      : data,
  );
}

/**
 * The chat's messages, live: the stream's chat events change the list in place; polling
 * every 10 seconds (the spec's refresh) only while the stream is down.
 */
export function useChatMessages() {
  const client = useQueryClient();
  const streamOpen = useStreamOpen();
  const query = useInfiniteQuery({
    ...chatMessagesQueryOptions,
    refetchInterval: streamOpen ? false : CHAT_FALLBACK_POLL_MS,
  });
  useRealtimeEvent('chat.message', (data) => addMessage(client, data));
  useRealtimeEvent('chat.deleted', (data) => removeMessages(client, data));
  useRealtimeEvent(
    'chat.restored',
    () => void client.invalidateQueries({ queryKey: chatMessagesQueryOptions.queryKey }),
  );
  // Messages sent while the stream was down were not delivered: catch up when it reopens.
  const wasOpen = useRef(streamOpen);
  useEffect(() => {
    if (streamOpen && !wasOpen.current)
      void client.invalidateQueries({ queryKey: chatMessagesQueryOptions.queryKey });
    wasOpen.current = streamOpen;
  }, [streamOpen, client]);
  return query;
}

export function useOnlineUsers() {
  const client = useQueryClient();
  const streamOpen = useStreamOpen();
  useRealtimeEvent(
    'presence.changed',
    () => void client.invalidateQueries({ queryKey: onlineUsersQueryOptions.queryKey }),
  );
  return useQuery({
    ...onlineUsersQueryOptions,
    refetchInterval: streamOpen ? ONLINE_REFRESH_MS : CHAT_FALLBACK_POLL_MS,
  });
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api<ChatMessage>('/chat/send', { method: 'POST', body: { content } }),
    onSuccess: (message) => addMessage(client, message),
  });
}

export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<Contract<typeof okResponse>>(`/chat/messages/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => removeMessages(client, { id }),
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api<Contract<typeof okResponse>>(`/chat/messages/${id}/report`, {
        method: 'POST',
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
  });
}

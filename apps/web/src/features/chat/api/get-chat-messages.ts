import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CHAT_FALLBACK_POLL_MS, CHAT_PAGE_SIZE } from '@app/shared/domain/chat';
import type { ChatDeletedEvent, ChatMessage, chatMessagesResponse } from '@app/shared/schemas/chat';
import { api, type Contract } from '@/lib/api-client';
import { useRealtimeEvent, useStreamOpen } from '@/lib/realtime';

type Page = Contract<typeof chatMessagesResponse>;
type Pages = InfiniteData<Page, number | null>;

/** Pages newest first (page 0 is the latest 50); each page lists oldest to newest. */
export const chatMessagesQueryOptions = infiniteQueryOptions({
  queryKey: ['chat', 'messages'],
  queryFn: ({ pageParam, signal }) =>
    api<Page>(`/chat/messages?limit=${CHAT_PAGE_SIZE}${pageParam ? `&before=${pageParam}` : ''}`, { signal }),
  initialPageParam: null as number | null,
  getNextPageParam: (last) =>
    last.messages.length === CHAT_PAGE_SIZE ? (last.messages[0]?.id ?? null) : null,
});

/** Adds a message to the latest page, once (the stream and the send answer both bring it). */
export function addMessage(client: QueryClient, message: ChatMessage) {
  client.setQueryData<Pages>(chatMessagesQueryOptions.queryKey, (data) => {
    if (!data?.pages[0]) return data;
    if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
    const [latest, ...older] = data.pages;
    return { ...data, pages: [{ messages: [...latest.messages, message] }, ...older] };
  });
}

/** Drops one message, or every message of a user. */
export function removeMessages(client: QueryClient, which: ChatDeletedEvent) {
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

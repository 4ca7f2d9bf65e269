import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_FALLBACK_POLL_MS } from '@app/shared/domain/chat';
import type { onlineUsersResponse } from '@app/shared/schemas/chat';
import { api, type Contract } from '@/lib/api-client';
import { useRealtimeEvent, useStreamOpen } from '@/lib/realtime';

/** While the event stream is open, the online list only needs to drop who left. */
const ONLINE_REFRESH_MS = 30_000;

export const onlineUsersQueryOptions = queryOptions({
  queryKey: ['chat', 'online'],
  queryFn: () => api<Contract<typeof onlineUsersResponse>>('/chat/online-users'),
});

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

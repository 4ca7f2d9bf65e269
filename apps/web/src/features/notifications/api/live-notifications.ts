import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { meQueryOptions } from '@/lib/auth';
import { useRealtimeEvent, useStreamState } from '@/lib/realtime';

/** Polling only stands in while the event stream is down. */
const FALLBACK_POLL_MS = 30_000;

/**
 * The member's notifications and unread count, live: a new one from the stream refreshes
 * them; while the stream is down, they are asked for at once and then every 30 seconds.
 */
export function useLiveNotifications() {
  const client = useQueryClient();
  const state = useStreamState();
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    void client.invalidateQueries({ queryKey: ['notifications'] });
  }, [client]);
  useRealtimeEvent('notification.created', refresh);
  useEffect(() => {
    if (state !== 'down') return;
    // Down, or ended with the session (the browser gives up on a 401): ask now.
    refresh();
    const poll = setInterval(refresh, FALLBACK_POLL_MS);
    return () => clearInterval(poll);
  }, [state, refresh]);
}

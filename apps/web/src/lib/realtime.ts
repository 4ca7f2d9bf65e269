import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from './auth';

/** Polling only stands in while the event stream is down. */
const FALLBACK_POLL_MS = 30_000;

/**
 * Keeps the signed-in pages live: a server-sent event stream (EventSource reconnects by
 * itself and sends Last-Event-ID), and polling while it is not open.
 */
export function useRealtime(enabled: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const refreshNotifications = () => {
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    };
    const source = new EventSource('/api/events');
    let poll: ReturnType<typeof setInterval> | null = null;
    const startPolling = () => {
      poll ??= setInterval(refreshNotifications, FALLBACK_POLL_MS);
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = null;
    };
    source.addEventListener('notification.created', refreshNotifications);
    // A wash validated or removed anywhere: every board, the live ranking and the weekly top.
    source.addEventListener('ranking.changed', () => {
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
    });
    source.addEventListener('open', stopPolling);
    source.addEventListener('error', () => {
      startPolling();
      // A closed stream (e.g. 401 after the session ended) is not retried by the browser.
      if (source.readyState === EventSource.CLOSED) refreshNotifications();
    });
    return () => {
      stopPolling();
      source.close();
    };
  }, [enabled, queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { meQueryOptions } from './auth';

/** Polling only stands in while the event stream is down. */
const FALLBACK_POLL_MS = 30_000;

/** Events that features listen to (the stream's other events are handled here). */
const FEATURE_EVENTS = [
  'notification.created',
  'chat.message',
  'chat.deleted',
  'chat.restored',
  'presence.changed',
] as const;
export type FeatureEvent = (typeof FEATURE_EVENTS)[number];

const bus = new EventTarget();
let streamOpen = false;
const openListeners = new Set<() => void>();

function setStreamOpen(open: boolean) {
  if (open === streamOpen) return;
  streamOpen = open;
  for (const listener of openListeners) listener();
}

/** Whether the event stream is open: features poll (as the spec did) only while it is not. */
export function useStreamOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
    () => streamOpen,
    () => false,
  );
}

/** Calls `handler` with the data of each `event` the stream delivers while mounted. */
export function useRealtimeEvent(event: FeatureEvent, handler: (data: unknown) => void) {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const listener = (message: Event) => onEvent((message as CustomEvent).detail);
    bus.addEventListener(event, listener);
    return () => bus.removeEventListener(event, listener);
  }, [event]);
}

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
    for (const name of FEATURE_EVENTS) {
      source.addEventListener(name, (message) => {
        let data: unknown;
        try {
          data = JSON.parse((message as MessageEvent<string>).data);
        } catch {
          return;
        }
        bus.dispatchEvent(new CustomEvent(name, { detail: data }));
      });
    }
    // 'ready' is the server's first event: from then on nothing is missed.
    source.addEventListener('ready', () => setStreamOpen(true));
    source.addEventListener('open', stopPolling);
    source.addEventListener('error', () => {
      setStreamOpen(false);
      startPolling();
      // A closed stream (e.g. 401 after the session ended) is not retried by the browser.
      if (source.readyState === EventSource.CLOSED) refreshNotifications();
    });
    return () => {
      stopPolling();
      setStreamOpen(false);
      source.close();
    };
  }, [enabled, queryClient]);
}

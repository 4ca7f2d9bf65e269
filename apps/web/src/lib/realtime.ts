import type { RealtimeEventName, RealtimePayload } from '@app/shared/schemas/events';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/**
 * Every event of the stream, to relay to the features (the type makes the list complete:
 * a name added to the contract in shared/schemas/events.ts must be added here).
 */
const STREAM_EVENTS: Record<RealtimeEventName, true> = {
  ready: true,
  'notification.created': true,
  'chat.message': true,
  'chat.deleted': true,
  'chat.restored': true,
  'presence.changed': true,
  'ranking.changed': true,
  'affluence.changed': true,
};

const bus = new EventTarget();

/** Connecting (before the first 'ready'), open, or down (an error: the browser retries). */
export type StreamState = 'connecting' | 'open' | 'down';
let streamState: StreamState = 'connecting';
const stateListeners = new Set<() => void>();

function setStreamState(state: StreamState) {
  if (state === streamState) return;
  streamState = state;
  for (const listener of stateListeners) listener();
}

function subscribeStreamState(listener: () => void) {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
}

/** The event stream's state: features catch up and poll (as the spec did) while it is down. */
export function useStreamState(): StreamState {
  return useSyncExternalStore(
    subscribeStreamState,
    () => streamState,
    () => 'connecting',
  );
}

/** Whether the event stream is open. */
export function useStreamOpen(): boolean {
  return useStreamState() === 'open';
}

/** Calls `handler` with the payload of each `event` the stream delivers while mounted. */
export function useRealtimeEvent<Name extends RealtimeEventName>(
  event: Name,
  handler: (data: RealtimePayload<Name>) => void,
) {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const listener = (message: Event) => onEvent((message as CustomEvent<RealtimePayload<Name>>).detail);
    bus.addEventListener(event, listener);
    return () => bus.removeEventListener(event, listener);
  }, [event]);
}

/**
 * The event stream of the signed-in pages (EventSource reconnects by itself and sends
 * Last-Event-ID). It relays every event to the features that subscribe to it
 * (useRealtimeEvent) and says whether it is open (useStreamOpen), so that each feature
 * polls, as the spec did, only while it is not.
 */
export function useRealtime(enabled: boolean) {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    for (const name of Object.keys(STREAM_EVENTS)) {
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
    source.addEventListener('ready', () => setStreamState('open'));
    source.addEventListener('error', () => setStreamState('down'));
    return () => {
      setStreamState('connecting');
      source.close();
    };
  }, [enabled]);
}

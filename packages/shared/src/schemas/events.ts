import { z } from 'zod';
import { chatDeletedEvent, chatMessage } from './chat';
import { notification } from './notifications';

/**
 * Every event of the realtime stream (`GET /api/events`), by name, with its payload: the
 * server publishes against it and the web app subscribes against it, so a payload cannot
 * drift between the two (docs/architecture.md, realtime).
 */
export const realtimeEvents = {
  /** The stream is open: from now on nothing is missed. */
  ready: z.object({ user_id: z.string() }),
  /** A notification of the member (replayed after Last-Event-ID); badges come this way. */
  'notification.created': notification,
  'chat.message': chatMessage,
  'chat.deleted': chatDeletedEvent,
  'chat.restored': z.object({ id: z.number().int() }),
  /** Someone came online or left: the online list is asked again. */
  'presence.changed': z.object({ user_id: z.string() }),
  /** A wash was validated or removed somewhere: every board moved. */
  'ranking.changed': z.object({}),
  /** A station's « Affluence » level moved (measured once a minute): its card asks again. */
  'affluence.changed': z.object({}),
} as const;

export type RealtimeEventName = keyof typeof realtimeEvents;
export type RealtimePayload<Name extends RealtimeEventName> = z.infer<(typeof realtimeEvents)[Name]>;

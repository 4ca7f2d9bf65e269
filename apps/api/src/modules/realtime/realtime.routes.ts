import { z } from 'zod';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { presentNotification } from '../notifications/notifications.presenter';
import { notificationsAfter } from '../notifications/notifications.repository';
import { NOTIFICATION_CREATED } from '../notifications/notifications.service';
import { publishPresence, touchActivity } from './presence';
import { sseMessage } from './realtime.hub';

const RECONNECT_MS = 3_000;
const REPLAY_LIMIT = 50;

const eventsQuery = z.object({
  /** EventSource sends Last-Event-ID as a header; a query parameter serves other clients. */
  last_event_id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export default async function realtimeRoutes(app: App) {
  /**
   * Server-sent events for the signed-in user: notification.created now, chat and
   * ranking events later. A reconnecting client gets what it missed (Last-Event-ID).
   */
  app.get('/events', { schema: { tags: ['realtime'], querystring: eventsQuery } }, async (request, reply) => {
    const user = sessionUser(request);
    // A header that is not a plausible event id (garbage, or a number past what a bigint
    // holds) is ignored: the stream starts without a replay.
    const raw = request.headers['last-event-id'];
    const header = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
    const lastEventId = header ?? request.query.last_event_id;
    if (!app.realtime.acceptsAddress(request.ip))
      throw new HttpError(429, messages.errors.tooManyStreams, { retryAfterS: 60 });

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.write(`retry: ${RECONNECT_MS}\n\n`);
    const remove = app.realtime.add(user.id, request.ip, response, lastEventId !== undefined);
    request.raw.on('close', remove);

    if (lastEventId !== undefined) {
      let lastSeq = lastEventId;
      try {
        const missed = await notificationsAfter(app.db, user.id, lastEventId, REPLAY_LIMIT);
        for (const row of missed) {
          response.write(sseMessage(NOTIFICATION_CREATED, presentNotification(row), row.seq));
          lastSeq = Math.max(lastSeq, row.seq);
        }
      } finally {
        // Live events that came during the replay follow it, without those it already gave.
        app.realtime.release(response, lastSeq);
      }
    }
    response.write(sseMessage('ready', { user_id: user.id }));
    // Online from now on for the chat (the heartbeat keeps it so while the stream lasts).
    try {
      await touchActivity(app.db, [user.id], app.clock.now());
      await publishPresence(app.db, user.id);
    } catch (error) {
      request.log.warn({ err: error }, 'could not record presence');
    }
  });
}

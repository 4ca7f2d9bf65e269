import { errorResponse, okResponse } from '@app/shared/schemas/common';
import { pushSubscriptionBody, pushUnsubscribeBody, vapidKeyResponse } from '@app/shared/schemas/push';
import { and, count, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import { messages } from '../../i18n/fr';
import { HttpError } from '../../lib/errors';
import { sessionUser } from '../../plugins/auth';
import type { App } from '../../types';
import { enqueuePush } from './push.queue';

/**
 * Push services the server will post to. A subscription names a URL the server calls, so
 * only known push services are accepted (no requests to arbitrary hosts), plus the hosts
 * that PUSH_EXTRA_HOSTS lists (a local test receiver).
 */
const PUSH_SERVICE_SUFFIXES = [
  '.googleapis.com',
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

export function isAcceptedEndpoint(endpoint: string, extraHosts: string[]): boolean {
  const url = new URL(endpoint);
  if (extraHosts.includes(url.host)) return url.protocol === 'https:' || url.protocol === 'http:';
  return (
    url.protocol === 'https:' && PUSH_SERVICE_SUFFIXES.some((suffix) => `.${url.hostname}`.endsWith(suffix))
  );
}

export default async function pushRoutes(app: App) {
  app.get(
    '/vapid-public-key',
    { config: { public: true }, schema: { tags: ['push'], response: { 200: vapidKeyResponse } } },
    async () => ({ public_key: app.vapid.publicKey }),
  );

  app.post(
    '/subscribe',
    {
      schema: {
        tags: ['push'],
        body: pushSubscriptionBody,
        response: { 200: okResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { endpoint, keys } = request.body;
      if (!isAcceptedEndpoint(endpoint, app.config.pushExtraHosts)) {
        throw new HttpError(400, messages.push.endpointRefused);
      }
      // An endpoint belongs to one browser: a new owner (another account on it) replaces the old.
      await app.db
        .insert(pushSubscriptions)
        .values({
          userId: user.id,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          createdAt: app.clock.now(),
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: user.id, p256dh: keys.p256dh, auth: keys.auth },
        });
      return { success: true as const, message: messages.push.subscribed };
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['push'],
        body: pushUnsubscribeBody,
        response: { 200: okResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      await app.db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.endpoint, request.body.endpoint), eq(pushSubscriptions.userId, user.id)),
        );
      return { success: true as const, message: messages.push.unsubscribed };
    },
  );

  app.post(
    '/test',
    { schema: { tags: ['push'], response: { 200: okResponse, 400: errorResponse } } },
    async (request) => {
      const user = sessionUser(request);
      const [row] = await app.db
        .select({ value: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id));
      if (!row?.value) throw new HttpError(400, messages.push.noSubscription);
      const now = app.clock.now();
      await enqueuePush(
        app.db,
        user.id,
        {
          title: messages.push.testTitle,
          body: messages.push.testBody,
          url: '/',
          tag: `test-${now.getTime()}`,
        },
        now,
      );
      return { success: true as const, message: messages.push.testSent };
    },
  );
}

import { okResponse, refusals } from '@app/shared/schemas/common';
import { pushSubscriptionBody, pushUnsubscribeBody, vapidKeyResponse } from '@app/shared/schemas/push';
import { ECDH } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { createNotification } from '../notifications/notifications.service';
import { enqueuePush } from '../../jobs/push-queue';

/**
 * Push services the server will post to. A subscription names a URL the server calls, so
 * only known push services are accepted (no requests to arbitrary hosts), plus the hosts
 * that PUSH_EXTRA_HOSTS lists (a local test receiver).
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com'];
/** Domains that serve push only (Mozilla's, Apple's and Windows' hosts vary by region). */
const PUSH_SERVICE_SUFFIXES = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

/** Subscriptions kept per member (their newest devices). */
export const MAX_SUBSCRIPTIONS = 10;
/** Test notifications a member may ask for: each one goes to every device. */
const TEST_LIMIT = { limit: 3, windowMs: 10 * 60_000 };

/** Whether a p256dh key is a point of the P-256 curve (web-push would fail on it later). */
export function isP256Point(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}

export function isAcceptedEndpoint(endpoint: string, extraHosts: string[]): boolean {
  const url = new URL(endpoint);
  if (extraHosts.includes(url.host)) return url.protocol === 'https:' || url.protocol === 'http:';
  // googleapis.com also serves storage and every other Google API: FCM's own host only.
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    (PUSH_SERVICE_HOSTS.includes(url.hostname) ||
      PUSH_SERVICE_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix)))
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
        response: { 200: okResponse, ...refusals(400, 409) },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { endpoint, keys } = request.body;
      if (!isAcceptedEndpoint(endpoint, app.config.pushExtraHosts)) {
        throw new HttpError(400, messages.push.endpointRefused);
      }
      if (!isP256Point(keys.p256dh)) throw new HttpError(400, messages.push.invalidKey);
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, endpoint))
          .for('update');
        if (existing && existing.userId !== user.id) {
          // Only the browser that holds the subscription knows its keys: with other keys,
          // this is somebody else's endpoint, not a takeover to allow.
          if (existing.p256dh !== keys.p256dh || existing.auth !== keys.auth)
            throw new HttpError(409, messages.push.endpointTaken);
          // The same browser, now used by another member: moved, and the previous one told.
          await tx
            .update(pushSubscriptions)
            .set({ userId: user.id, createdAt: now })
            .where(eq(pushSubscriptions.id, existing.id));
          await createNotification(tx, {
            userId: existing.userId,
            type: 'other',
            text: (m) => ({ title: m.push.movedTitle, message: m.push.movedMessage }),
            createdAt: now,
          });
        } else if (existing) {
          await tx
            .update(pushSubscriptions)
            .set({ p256dh: keys.p256dh, auth: keys.auth })
            .where(eq(pushSubscriptions.id, existing.id));
        } else {
          const inserted = await tx
            .insert(pushSubscriptions)
            .values({ userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now })
            .onConflictDoNothing()
            .returning({ id: pushSubscriptions.id });
          // Registered by someone else at this very moment.
          if (inserted.length === 0) throw new HttpError(409, messages.push.endpointTaken);
        }
        // A member's newest devices win: beyond MAX_SUBSCRIPTIONS, the oldest go.
        await tx.execute(sql`
          DELETE FROM push_subscriptions WHERE id IN (
            SELECT id FROM push_subscriptions WHERE user_id = ${user.id}
            ORDER BY created_at DESC, id DESC OFFSET ${MAX_SUBSCRIPTIONS})`);
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
        response: { 200: okResponse, ...refusals(400) },
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
    { schema: { tags: ['push'], response: { 200: okResponse, ...refusals(400, 429) } } },
    async (request) => {
      const user = sessionUser(request);
      await app.rateLimiter.limit(`push-test:${user.id}`, TEST_LIMIT);
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
          title: messages.push.testTitle({ brand: (await app.brand.current()).name }),
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

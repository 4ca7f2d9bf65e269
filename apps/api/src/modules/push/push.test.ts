import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, pushJobs, pushSubscriptions } from '../../db/schema';
import { postWash, registerUser } from '../../testing/http';
import { startPushReceiver, type PushReceiver } from '../../testing/push-receiver';
import { createSecondInstance, createTestApp, type TestApp } from '../../testing/test-app';
import { isAcceptedEndpoint } from './push.routes';
import { fr } from '../../testing/french';

let t: TestApp;
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({ config: { pushExtraHosts: [receiver.host] } });
  t.clock.set('2026-11-18T10:00:00Z');
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const subscribe = (cookie: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/push/subscribe', headers: { cookie }, payload: body });

async function subscribedUser() {
  const { cookie, user } = await registerUser(t.app);
  const { id, subscription } = receiver.createSubscription();
  const response = await subscribe(cookie, subscription);
  expect(response.statusCode).toBe(200);
  return { cookie, user, receiverId: id, subscription };
}

async function subscriptionCount(endpoint: string) {
  const rows = await t.database.db
    .select({ value: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return rows[0]?.value ?? 0;
}

const OPEN_LINK = expect.stringMatching(/^\/api\/viral\/notifications\/[0-9a-f-]{36}\/open$/);

describe('VAPID key', () => {
  it('is public, generated once and kept in the database', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    expect(first.statusCode).toBe(200);
    const key = first.json().public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const [stored] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, 'vapid'));
    expect((stored?.value as { publicKey: string }).publicKey).toBe(key);
    // A second instance on the same database signs with the same pair.
    const second = await createSecondInstance(t);
    try {
      expect(
        (await second.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' })).json().public_key,
      ).toBe(key);
    } finally {
      await second.close();
    }
  });
});

describe('subscriptions', () => {
  it('accepts known push services and refuses other hosts', () => {
    expect(isAcceptedEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(isAcceptedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', [])).toBe(true);
    expect(isAcceptedEndpoint('https://web.push.apple.com/abc', [])).toBe(true);
    expect(isAcceptedEndpoint('http://fcm.googleapis.com/fcm/send/abc', [])).toBe(false);
    expect(isAcceptedEndpoint('https://evil.example/googleapis.com', [])).toBe(false);
    expect(isAcceptedEndpoint('https://notgoogleapis.com/x', [])).toBe(false);
    // Google's other APIs share the domain: a storage bucket is no push service.
    expect(isAcceptedEndpoint('https://storage.googleapis.com/evil-bucket/o', [])).toBe(false);
    expect(isAcceptedEndpoint('https://fcm.googleapis.com.evil.example/x', [])).toBe(false);
    expect(isAcceptedEndpoint('https://fcm.googleapis.com:8443/fcm/send/abc', [])).toBe(false);
    expect(isAcceptedEndpoint('https://push.services.mozilla.com.evil.example/x', [])).toBe(false);
    expect(isAcceptedEndpoint('https://wns2-par02p.notify.windows.com/w/?token=abc', [])).toBe(true);
    expect(isAcceptedEndpoint('http://127.0.0.1:9/x', [])).toBe(false);
    expect(isAcceptedEndpoint('http://127.0.0.1:9/x', ['127.0.0.1:9'])).toBe(true);
  });

  it('refuses malformed subscriptions with a French detail', async () => {
    const { cookie } = await registerUser(t.app);
    const { subscription } = receiver.createSubscription();
    const cases: [object, string][] = [
      [
        { ...subscription, endpoint: 'https://evil.example/push' },
        'Ce service de notifications push n’est pas accepté',
      ],
      [{ ...subscription, endpoint: 'pas une url' }, 'Adresse d’abonnement push invalide'],
      [{ endpoint: subscription.endpoint }, 'Clés d’abonnement push manquantes'],
      [{ ...subscription, keys: { ...subscription.keys, auth: 'abc' } }, fr`Clé « auth » invalide`],
      [
        { ...subscription, keys: { ...subscription.keys, p256dh: 'x'.repeat(10) } },
        fr`Clé « p256dh » invalide`,
      ],
    ];
    for (const [body, detail] of cases) {
      const response = await subscribe(cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
    expect(await subscriptionCount(subscription.endpoint)).toBe(0);
  });

  it('refuses a p256dh key that is not a point of the P-256 curve', async () => {
    const { cookie } = await registerUser(t.app);
    const { subscription } = receiver.createSubscription();
    const notAPoint = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const response = await subscribe(cookie, {
      ...subscription,
      keys: { ...subscription.keys, p256dh: notAPoint },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, detail: fr`Clé « p256dh » invalide` });
    expect(await subscriptionCount(subscription.endpoint)).toBe(0);
  });

  it('keeps a member’s 10 newest subscriptions', async () => {
    const { cookie, user } = await registerUser(t.app);
    const endpoints: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { subscription } = receiver.createSubscription();
      endpoints.push(subscription.endpoint);
      expect((await subscribe(cookie, subscription)).statusCode).toBe(200);
      t.clock.advance(1000);
    }
    const rows = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(rows.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });

  it('limits test notifications to 3 per 10 minutes', async () => {
    const { cookie } = await subscribedUser();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    t.clock.advance(10 * 60_000);
    const later = await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } });
    expect(later.statusCode).toBe(200);
    await t.app.pushWorker.drain();
  });

  it('refuses another member’s endpoint sent with other keys', async () => {
    const first = await subscribedUser();
    const thief = await registerUser(t.app);
    const forged = { ...first.subscription, keys: receiver.createSubscription().subscription.keys };
    const response = await subscribe(thief.cookie, forged);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Cet appareil est déjà abonné aux notifications d’un autre compte');
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, first.subscription.endpoint));
    expect(row?.userId).toBe(first.user.id);
    expect(row?.p256dh).toBe(first.subscription.keys.p256dh);
  });

  it('moves the same browser’s subscription to the member now signed in on it, and tells the previous one', async () => {
    const first = await subscribedUser();
    const second = await registerUser(t.app);
    expect((await subscribe(second.cookie, first.subscription)).statusCode).toBe(200);
    const told = await t.app.inject({
      method: 'GET',
      url: '/api/viral/notifications',
      headers: { cookie: first.cookie },
    });
    expect(JSON.stringify(told.json())).toContain('les reçoit désormais pour un autre compte');
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, first.subscription.endpoint));
    expect(row?.userId).toBe(second.user.id);
    const notOwner = await t.app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      headers: { cookie: first.cookie },
      payload: first.subscription,
    });
    expect(notOwner.statusCode).toBe(200);
    expect(await subscriptionCount(first.subscription.endpoint)).toBe(1);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      headers: { cookie: second.cookie },
      payload: first.subscription,
    });
    expect(owner.json()).toEqual({ success: true, message: 'Notifications push désactivées' });
    expect(await subscriptionCount(first.subscription.endpoint)).toBe(0);
  });
});

describe('delivery', () => {
  it('sends a test notification, encrypted and signed', async () => {
    const { cookie, receiverId } = await subscribedUser();
    const response = await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } });
    expect(response.json()).toEqual({ success: true, message: 'Notification de test envoyée' });
    await t.app.pushWorker.drain();
    const [push] = receiver.messagesFor(receiverId);
    expect(push?.payload).toMatchObject({ title: 'Éclat Lavage 🚗', url: '/' });
    expect(push?.vapidValid).toBe(true);
    expect(push?.vapidPublicKey).toBe(t.app.vapid.publicKey);
    expect(Number(push?.ttl)).toBeGreaterThan(0);
  });

  it('refuses a test without any subscription', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Aucun appareil n’est abonné aux notifications push');
  });

  it('pushes the level-up that a wash and a review bonus cause', async () => {
    const { cookie, receiverId } = await subscribedUser();
    const wash = await postWash(t.app, cookie, 'Cernier I');
    expect(wash.statusCode).toBe(201);
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/washes/${wash.json().id}/google-review`,
      headers: { cookie },
      payload: { station: 'Cernier I' },
    });
    // 15 for the wash, 10 for the first-wash badge, 50 for the review, 20 for its badge.
    expect(review.json().total_points).toBe(95);
    await t.app.pushWorker.drain();
    const pushes = receiver.messagesFor(receiverId).map((push) => push.payload);
    // (The seeded partner offers are inactive examples: no unlock is pushed for them.)
    expect(pushes).toEqual([
      expect.objectContaining({ body: fr`Badge « Premier lavage » débloqué : +10 points !`, url: OPEN_LINK }),
      expect.objectContaining({
        title: fr`Niveau supérieur ! 🎉`,
        body: fr`Vous passez au niveau 2 : Débutant !`,
        url: OPEN_LINK,
        tag: expect.stringMatching(/^notification-/),
      }),
      expect.objectContaining({
        body: fr`Badge « Critique étoilé » débloqué : +20 points !`,
        url: OPEN_LINK,
      }),
    ]);
    // Each push opens through its notification (read, « opened »), then lands on its page.
    const landings = [];
    for (const push of pushes) {
      const opened = await t.app.inject({
        method: 'GET',
        url: (push as { url: string }).url,
        headers: { cookie },
      });
      landings.push(opened.headers.location);
    }
    expect(landings).toEqual(['/badges', '/', '/badges']);
  });

  it('forgets a subscription the push service answers 410 (or 404) for', async () => {
    for (const status of [410, 404]) {
      const { cookie, receiverId, subscription } = await subscribedUser();
      receiver.answerNext(receiverId, status);
      await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } });
      await t.app.pushWorker.drain();
      expect(await subscriptionCount(subscription.endpoint)).toBe(0);
      expect(receiver.messagesFor(receiverId)).toHaveLength(0);
    }
  });

  it('retries a transient failure later, then delivers once', async () => {
    const { cookie, receiverId, subscription } = await subscribedUser();
    receiver.answerNext(receiverId, 503, 500);
    await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } });
    await t.app.pushWorker.drain();
    expect(receiver.messagesFor(receiverId)).toHaveLength(0);
    const [job] = await t.database.db.select().from(pushJobs);
    expect(job).toMatchObject({ attempts: 1 });
    // Not before its backoff…
    t.clock.advance(4_000);
    await t.app.pushWorker.drain();
    expect((await t.database.db.select().from(pushJobs))[0]?.attempts).toBe(1);
    t.clock.advance(2_000);
    await t.app.pushWorker.drain(); // second failure (500)
    t.clock.advance(21_000);
    await t.app.pushWorker.drain();
    expect(receiver.messagesFor(receiverId)).toHaveLength(1);
    expect(await t.database.db.select().from(pushJobs)).toHaveLength(0);
    expect(await subscriptionCount(subscription.endpoint)).toBe(1);
  });

  it('sleeps until the next job falls due instead of polling the queue', async () => {
    await t.app.pushWorker.drain();
    expect(await t.app.pushWorker.msUntilNextDue()).toBe(60_000);
    const { cookie, receiverId } = await subscribedUser();
    receiver.answerNext(receiverId, 503);
    await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } });
    await t.app.pushWorker.drain();
    // The retry's backoff (5 s), then never a tighter loop than once a second.
    expect(await t.app.pushWorker.msUntilNextDue()).toBe(5_000);
    t.clock.advance(4_500);
    expect(await t.app.pushWorker.msUntilNextDue()).toBe(1_000);
    t.clock.advance(1_000);
    await t.app.pushWorker.drain();
    expect(receiver.messagesFor(receiverId)).toHaveLength(1);
    expect(await t.app.pushWorker.msUntilNextDue()).toBe(60_000);
  });

  it('gives up after five failed attempts', async () => {
    const { cookie, receiverId } = await subscribedUser();
    receiver.answerNext(receiverId, 500, 500, 500, 500, 500);
    await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await t.app.pushWorker.drain();
      t.clock.advance(10 * 60_000);
    }
    expect(await t.database.db.select().from(pushJobs)).toHaveLength(0);
    expect(receiver.messagesFor(receiverId)).toHaveLength(0);
  });

  it('delivers each push once when two instances work the same queue', async () => {
    const second = await createSecondInstance(t, { config: { pushExtraHosts: [receiver.host] } });
    try {
      const users = await Promise.all([1, 2, 3, 4, 5].map(() => subscribedUser()));
      for (const { cookie } of users)
        await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } });
      await Promise.all([t.app.pushWorker.drain(), second.app.pushWorker.drain(), t.app.pushWorker.drain()]);
      for (const { receiverId } of users) expect(receiver.messagesFor(receiverId)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

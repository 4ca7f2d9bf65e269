import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/http';
import { openEventStream } from '../../testing/sse';
import { createSecondInstance, twoListeningInstances, type TestApp } from '../../testing/test-app';
import { createNotification } from '../notifications/notifications.service';

const instances = twoListeningInstances();
let a: TestApp;
let baseA: string;
let baseB: string;
beforeAll(() => {
  ({ a, baseA, baseB } = instances);
});

async function notify(app: TestApp, userId: string, title: string) {
  return app.database.db.transaction((tx) =>
    createNotification(tx, { userId, type: 'other', title, message: title, createdAt: app.clock.now() }),
  );
}

describe('GET /api/events', () => {
  it('needs a session', async () => {
    const response = await fetch(`${baseA}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, detail: 'Vous devez être connecté' });
  });

  it('streams the user’s new notifications, and only theirs', async () => {
    const { cookie, user } = await registerUser(a.app);
    const other = await registerUser(a.app);
    const stream = await openEventStream(baseA, cookie);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await stream.waitFor((event) => event.event === 'ready');
      await notify(a, other.user.id, 'Pour quelqu’un d’autre');
      const created = await notify(a, user.id, 'Bonjour');
      const event = await stream.waitFor((candidate) => candidate.event === 'notification.created');
      expect(event.id).toBe(String(created.seq));
      expect(event.data).toMatchObject({ id: created.id, title: 'Bonjour', type: 'other', read: false });
      expect(stream.events.filter((candidate) => candidate.event === 'notification.created')).toHaveLength(1);
    } finally {
      await stream.close();
    }
  });

  it('publishes nothing for a notification whose transaction rolls back', async () => {
    const { cookie, user } = await registerUser(a.app);
    const stream = await openEventStream(baseA, cookie);
    try {
      await stream.waitFor((event) => event.event === 'ready');
      await a.database.db
        .transaction(async (tx) => {
          await createNotification(tx, {
            userId: user.id,
            type: 'other',
            title: 'Annulée',
            message: 'x',
            createdAt: a.clock.now(),
          });
          throw new Error('rollback');
        })
        .catch(() => {});
      await notify(a, user.id, 'Gardée');
      const event = await stream.waitFor((candidate) => candidate.event === 'notification.created');
      expect(event.data).toMatchObject({ title: 'Gardée' });
      expect(
        stream.events.some((candidate) => (candidate.data as { title?: string })?.title === 'Annulée'),
      ).toBe(false);
    } finally {
      await stream.close();
    }
  });

  it('reaches a client on instance B within a second when instance A creates the notification', async () => {
    const { cookie, user } = await registerUser(a.app);
    const stream = await openEventStream(baseB, cookie);
    try {
      await stream.waitFor((event) => event.event === 'ready');
      const started = Date.now();
      await notify(a, user.id, 'Depuis A');
      const event = await stream.waitFor((candidate) => candidate.event === 'notification.created', 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(event.data).toMatchObject({ title: 'Depuis A' });
    } finally {
      await stream.close();
    }
  });

  it('replays what a reconnecting client missed (Last-Event-ID)', async () => {
    const { cookie, user } = await registerUser(a.app);
    const first = await notify(a, user.id, 'Vue');
    await notify(a, user.id, 'Manquée 1');
    await notify(a, user.id, 'Manquée 2');
    const stream = await openEventStream(baseB, cookie, { 'last-event-id': String(first.seq) });
    try {
      await stream.waitFor((event) => event.event === 'ready');
      const titles = stream.events
        .filter((event) => event.event === 'notification.created')
        .map((event) => (event.data as { title: string }).title);
      expect(titles).toEqual(['Manquée 1', 'Manquée 2']);
    } finally {
      await stream.close();
    }
  });

  it('lets the server close while streams are open', async () => {
    const extra = await createSecondInstance(a);
    const base = await extra.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await registerUser(extra.app);
    const stream = await openEventStream(base, cookie);
    await stream.waitFor((event) => event.event === 'ready');
    const started = Date.now();
    await extra.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await stream.close();
  });
});

import { sql } from 'drizzle-orm';
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
    createNotification(tx, {
      userId,
      type: 'other',
      text: () => ({ title, message: title }),
      createdAt: app.clock.now(),
    }),
  );
}

describe('GET /api/events', () => {
  it('needs a session', async () => {
    const response = await fetch(`${baseA}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, detail: 'Vous devez être connecté' });
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
            text: () => ({ title: 'Annulée', message: 'x' }),
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

  it('keeps at most 5 streams per member: a sixth ends the oldest', async () => {
    const { cookie } = await registerUser(a.app);
    const streams = [];
    for (let i = 0; i < 6; i += 1) {
      const stream = await openEventStream(baseA, cookie);
      await stream.waitFor((event) => event.event === 'ready');
      streams.push(stream);
    }
    try {
      const first = await Promise.race([
        streams[0]!.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('open'), 1000)),
      ]);
      expect(first).toBe('ended');
      expect(a.app.realtime.size).toBe(5);
    } finally {
      for (const stream of streams) await stream.close();
    }
  });

  it('refuses a 21st stream from one address with a 429 and Retry-After', async () => {
    const streams = [];
    try {
      for (let member = 0; member < 4; member += 1) {
        const { cookie } = await registerUser(a.app);
        for (let i = 0; i < 5; i += 1) {
          const stream = await openEventStream(baseA, cookie);
          await stream.waitFor((event) => event.event === 'ready');
          streams.push(stream);
        }
      }
      const { cookie } = await registerUser(a.app);
      const refused = await fetch(`${baseA}/api/events`, { headers: { cookie } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(((await refused.json()) as { detail: string }).detail).toBe(
        'Trop de connexions ouvertes depuis cette adresse. Veuillez réessayer dans une minute.',
      );
      // Health and /me still answer at once.
      const started = Date.now();
      expect((await fetch(`${baseA}/api/health`)).status).toBe(200);
      expect((await fetch(`${baseA}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      for (const stream of streams) await stream.close();
    }
  });

  it('probes the database for the health check outside the pool', async () => {
    if (a.database.engine === 'postgres') {
      // Every pooled connection busy for two seconds: the probe still answers at once.
      const busy = Array.from({ length: 5 }, () => a.database.db.execute(sql`SELECT pg_sleep(2)`));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await a.database.ping();
      expect(Date.now() - started).toBeLessThan(1000);
      await Promise.all(busy);
    } else {
      await a.database.ping();
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

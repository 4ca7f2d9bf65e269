import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerUser, sessionCookieOf } from '../../testing/http';
import { openEventStream } from '../../testing/sse';
import { eventually, twoInstances, type TestApp } from '../../testing/test-app';
import { createNotification } from '../notifications/notifications.service';

const instances = twoInstances();
let a: TestApp;
let b: TestApp;
beforeEach(() => {
  ({ a, b } = instances);
});

const me = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

/** The cache's promise: a change reaches the other instance within one second. */
const within1s = (check: () => Promise<boolean>) => eventually(check, 1000);

/** Signs in again: a second session of the same user. */
async function login(t: TestApp, email: string, password = 'motdepasse') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

describe('the session cache across two instances', () => {
  it('answers /me from memory and still sees a change made on the other instance', async () => {
    const { cookie, user, body } = await registerUser(a.app);
    expect((await me(b, cookie)).json()).toMatchObject({ name: body.name, notifications_count: 0 });
    // A profile change on A, then a notification for this user: B's copy follows.
    const changed = await a.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie },
      payload: { pseudo: 'Nouveau' },
    });
    expect(changed.statusCode).toBe(200);
    await within1s(async () => (await me(b, cookie)).json().pseudo === 'Nouveau');
    await a.database.db.transaction((tx) =>
      createNotification(tx, {
        userId: user.id,
        type: 'other',
        text: () => ({ title: 'x', message: 'x' }),
        createdAt: a.clock.now(),
      }),
    );
    await within1s(async () => (await me(b, cookie)).json().notifications_count === 1);
    // The member's own write is visible to their next request on the same instance at once.
    await a.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie },
      payload: { pseudo: 'Encore' },
    });
    expect((await me(a, cookie)).json().pseudo).toBe('Encore');
  });

  it('writes /me once per copy of the member, yet shows a streak lost at Zurich midnight', async () => {
    // 23:50 in Zurich; the member's last wash was the day before: a streak of 3 still counts.
    a.clock.set('2026-12-09T22:50:00Z');
    const { cookie, user } = await registerUser(a.app);
    await a.database.db.execute(
      sql`UPDATE users SET wash_streak = 3, last_wash_day = '2026-12-08' WHERE id = ${user.id}`,
    );
    await within1s(async () => (await me(a, cookie)).json().wash_streak === 3);
    const first = await me(a, cookie);
    expect((await me(a, cookie)).body).toBe(first.body);
    // 00:10: nothing changed in the database, but the day did: the streak is gone.
    a.clock.advance(20 * 60_000);
    expect((await me(a, cookie)).json().wash_streak).toBe(0);
  });

  it('ends a session logged out on the other instance within a second', async () => {
    const { cookie } = await registerUser(a.app);
    expect((await me(b, cookie)).statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    await within1s(async () => (await me(b, cookie)).statusCode === 401);
  });

  it('ends the other sessions after a password change', async () => {
    const { cookie, body } = await registerUser(a.app);
    const other = await login(a, body.email);
    expect((await me(b, other)).statusCode).toBe(200);
    const changed = await a.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: { cookie },
      payload: { current_password: 'motdepasse', new_password: 'autremotdepasse' },
    });
    expect(changed.statusCode).toBe(200);
    await within1s(async () => (await me(b, other)).statusCode === 401);
    expect((await me(b, cookie)).statusCode).toBe(200);
  });

  it('follows a change of the admin right, whoever made it', async () => {
    const { cookie, user } = await registerUser(a.app);
    expect((await me(b, cookie)).json().is_admin).toBe(false);
    await a.database.db.execute(sql`UPDATE users SET is_admin = true WHERE id = ${user.id}`);
    await within1s(async () => (await me(b, cookie)).json().is_admin === true);
    await a.database.db.execute(sql`UPDATE users SET is_admin = false WHERE id = ${user.id}`);
    await within1s(async () => (await me(b, cookie)).json().is_admin === false);
  });

  it('ends every session of a deleted account', async () => {
    const { cookie } = await registerUser(a.app);
    expect((await me(b, cookie)).statusCode).toBe(200);
    const deleted = await a.app.inject({ method: 'DELETE', url: '/api/users/account', headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    await within1s(async () => (await me(b, cookie)).statusCode === 401);
  });
});

const onPostgres = () => a.database.engine === 'postgres';

// Only a server can refuse connections; the embedded engine lives in this process.
if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)
  describe('a PostgreSQL outage (connections refused for 3 s)', () => {
    it('reconnects the listener; health reports it; the cache is bypassed meanwhile', async () => {
      expect(onPostgres()).toBe(true);
      const database = (await a.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = database.rows[0]?.name as string;
      const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '');
      serverUrl.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: serverUrl.toString() });
      await admin.connect();
      const base = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie, user } = await registerUser(a.app);
      expect((await me(b, cookie)).statusCode).toBe(200);
      try {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
        // Cut the listening connections (every LISTEN backend of this database).
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'`,
          [name],
        );
        await within1s(async () => !b.database.listenerConnected());
        const health = await b.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({ status: 'degraded', listener: 'down' });
        // Without the listener, a change made elsewhere is read from the database at once.
        await a.database.db.execute(sql`UPDATE users SET pseudo = 'PendantPanne' WHERE id = ${user.id}`);
        expect((await me(b, cookie)).json().pseudo).toBe('PendantPanne');
        await new Promise((resolve) => setTimeout(resolve, 3000));
        // Every connection of the pools cut too: a session nobody knows, read while no
        // connection can be had, is a 503, not a 500.
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [name],
        );
        for (const path of ['/api/auth/me', '/api/auth/me']) {
          const stranger = await b.app.inject({
            method: 'GET',
            url: path,
            headers: { cookie: 'session=inconnue-pendant-la-panne' },
          });
          expect(stranger.statusCode, stranger.body).toBe(503);
          expect(stranger.headers['retry-after']).toBeDefined();
        }
      } finally {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      await within1s(async () => b.database.listenerConnected()).catch(async () => {
        // The backoff may be sleeping for up to 5 s.
        for (let i = 0; i < 60 && !b.database.listenerConnected(); i += 1)
          await new Promise((resolve) => setTimeout(resolve, 100));
      });
      expect(b.database.listenerConnected()).toBe(true);
      expect((await b.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        status: 'ok',
        database: 'up',
        listener: 'up',
      });
      // Events flow again: a notification created through A reaches a stream on B.
      const stream = await openEventStream(base, cookie);
      try {
        await stream.waitFor((event) => event.event === 'ready');
        await a.database.db.transaction((tx) =>
          createNotification(tx, {
            userId: user.id,
            type: 'other',
            text: () => ({ title: 'Retour', message: 'Retour' }),
            createdAt: a.clock.now(),
          }),
        );
        await stream.waitFor((event) => event.event === 'notification.created');
      } finally {
        await stream.close();
      }
    }, 20_000);
  });

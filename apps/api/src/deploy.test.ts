import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from './db/client';
import {
  cookieOf,
  followEvents,
  freePort,
  request,
  startCaddy,
  startInstance,
  type Instance,
  type Proxy,
} from './testing/cluster';
import { makePhoto, toDataUrl } from './testing/photos';
import { rollingRestart } from './testing/rolling';
import { openTestDatabase, type TestDatabase } from './testing/test-app';

const info = inject('testDatabase');
const ADMIN = { email: 'exploitant@exemple.ch', password: 'motdepasse-exploitant' };
/** The customer's own address: Caddy and the instances are on 127.0.0.1. */
const CLIENT_ADDRESS = '127.0.0.2';

/**
 * deploy/Caddyfile in front of two instances on one PostgreSQL, as docs/operations.md
 * installs them: real processes, Caddy from Debian. Two instances need PostgreSQL (PGlite
 * is one process's database), so this runs in the PostgreSQL pass of the test suite.
 */
describe.runIf(info.engine === 'postgres')('two instances behind Caddy (deploy/)', () => {
  let database: TestDatabase;
  let instances: Instance[] = [];
  let caddy: Proxy;

  beforeAll(async () => {
    database = await openTestDatabase();
    const logDir = inject('testLogDir');
    const [portA, portB, proxyPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const env = {
      DATABASE_URL: database.url!,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
    };
    instances = await Promise.all(
      [portA, portB].map((port) =>
        startInstance({ port, env, logFile: path.join(logDir, `instance-${port}.log`) }),
      ),
    );
    caddy = await startCaddy({
      port: proxyPort,
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      logFile: path.join(logDir, 'caddy.log.txt'),
    });
  }, 120_000);

  afterAll(async () => {
    await caddy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.destroy();
  });

  const json = (body: unknown) => JSON.stringify(body);

  it('signs in, takes a wash with a 5 MB photo and sees the client address, not a forged one', async () => {
    const email = `client-${randomBytes(3).toString('hex')}@exemple.ch`;
    const registered = await request(`${caddy.url}/api/auth/register`, {
      method: 'POST',
      localAddress: CLIENT_ADDRESS,
      headers: { 'x-forwarded-for': '203.0.113.9', origin: caddy.url },
      body: json({ email, password: 'motdepasse', name: 'Client Caddy', favorite_station: 'Cernier I' }),
    });
    expect(registered.status, registered.body).toBe(201);
    const login = await request(`${caddy.url}/api/auth/login`, {
      method: 'POST',
      localAddress: CLIENT_ADDRESS,
      headers: { 'x-forwarded-for': '203.0.113.9', origin: caddy.url },
      body: json({ email, password: 'motdepasse' }),
    });
    expect(login.status, login.body).toBe(200);
    const cookie = cookieOf(login);

    // The instances counted the attempts under the customer's address (set by Caddy), never
    // under the address the client wrote itself.
    const keys = (
      await queryRows<{ key: string }>(
        database.handle.db,
        sql`SELECT key FROM rate_limits WHERE key LIKE 'login:ip:%'`,
      )
    ).map((row) => row.key);
    expect(keys).toContain(`login:ip:${CLIENT_ADDRESS}`);
    expect(keys.join(' ')).not.toContain('203.0.113.9');

    // A scene under heavy grain: near 5 MB as a JPEG (pure noise is no photo any more).
    const scene = await sharp(await makePhoto({ seed: 3, width: 2560, height: 1920 }))
      .raw()
      .toBuffer();
    const grain = randomBytes(scene.length);
    for (let index = 0; index < scene.length; index += 1)
      scene[index] = Math.max(0, Math.min(255, scene[index]! + (grain[index]! / 255 - 0.5) * 180));
    const photo = await sharp(scene, { raw: { width: 2560, height: 1920, channels: 3 } })
      .jpeg({ quality: 97 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    const wash = await request(`${caddy.url}/api/washes`, {
      method: 'POST',
      localAddress: CLIENT_ADDRESS,
      headers: { cookie, origin: caddy.url },
      body: json({ wash_type: 'standard', station: 'Cernier I', photo_data: toDataUrl(photo) }),
    });
    expect(wash.status, wash.body).toBe(201);
    const photoUrl = (JSON.parse(wash.body) as { photo_url: string }).photo_url;
    // Stored once, readable through either instance.
    for (const instance of instances) {
      const stored = await request(`${instance.url}${photoUrl}`, { headers: { cookie } });
      expect(stored.status).toBe(200);
    }
  }, 60_000);

  it('delivers an event published on either instance to a stream through Caddy within a second', async () => {
    const email = `flux-${randomBytes(3).toString('hex')}@exemple.ch`;
    const registered = await request(`${caddy.url}/api/auth/register`, {
      method: 'POST',
      localAddress: '127.0.0.3',
      body: json({ email, password: 'motdepasse', name: 'Client Flux', favorite_station: 'Saint-Blaise' }),
    });
    expect(registered.status, registered.body).toBe(201);
    const member = JSON.parse(registered.body) as { user: { id: string } };
    const stream = followEvents({ url: caddy.url, cookie: cookieOf(registered) });
    try {
      await stream.ready;
      // The stream is on one instance; an adjustment made on each instance in turn: one of
      // them is published on the other instance and crosses PostgreSQL's NOTIFY.
      for (const [index, instance] of instances.entries()) {
        const admin = await request(`${instance.url}/api/auth/login`, {
          method: 'POST',
          localAddress: '127.0.0.4',
          body: json(ADMIN),
        });
        expect(admin.status, admin.body).toBe(200);
        const sent = performance.now();
        const adjusted = await request(`${instance.url}/api/admin/users/${member.user.id}/points`, {
          method: 'POST',
          headers: { cookie: cookieOf(admin) },
          body: json({ delta: 5, reason: `Geste ${index}` }),
        });
        expect(adjusted.status, adjusted.body).toBe(200);
        const deadline = sent + 1_000;
        while (
          !stream.events.some(
            (event) => event.event === 'notification.created' && event.data.includes(`Geste ${index}`),
          )
        ) {
          expect(performance.now(), `event ${index} within a second`).toBeLessThan(deadline);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
      expect(stream.reconnects).toBe(0);
    } finally {
      stream.close();
    }
  }, 60_000);

  it('restarts an instance under load without a failed request or a missed event', async () => {
    // Its own pair of instances and Caddy, on a database of its own.
    const own = await openTestDatabase();
    try {
      const figures = await rollingRestart({
        databaseUrl: own.url!,
        logDir: inject('testLogDir'),
        streams: 20,
        durationS: 9,
        connections: 8,
      });
      expect(figures.requests).toBeGreaterThan(100);
      expect(figures).toMatchObject({ failedRequests: 0, eventsMissed: 0, publishFailures: 0 });
      // The stopped instance's streams came back through Caddy, and got what they missed.
      expect(figures.streamsReconnected).toBeGreaterThan(0);
      expect(figures.eventsExpected).toBeGreaterThan(0);
    } finally {
      await own.destroy();
    }
  }, 120_000);
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareApp } from './bootstrap';
import { stations as stationsTable, users } from './db/schema';
import { registerUser, sessionCookieOf } from './testing/http';
import { createTestApp, type TestApp } from './testing/test-app';

describe('platform behaviour', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    // A stand-in web build, so the history fallback can be checked without building the app.
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'lavage-web-'));
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Éclat Lavage</title>');
    await fs.writeFile(path.join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
    await fs.writeFile(path.join(webDist, 'assets', 'app-123.js.br'), brotliCompressSync('console.log(1)'));
    await fs.writeFile(path.join(webDist, 'assets', 'app-123.js.gz'), gzipSync('console.log(1)'));
    await fs.writeFile(path.join(webDist, 'assets', 'app-123.js.map'), '{"version":3}');
    t = await createTestApp({ config: { webDistDir: webDist } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('reports health once ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', listener: 'up' });
  });

  it('lists the three stations with their review URLs, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stations' });
    expect(response.statusCode).toBe(200);
    const { stations } = response.json();
    expect(stations.map((s: { name: string }) => s.name)).toEqual([
      'Cernier I',
      'Cernier II',
      'Saint-Blaise',
    ]);
    for (const station of stations) expect(station.google_review_url).toMatch(/^https:\/\//);
  });

  it('answers malformed JSON with 400 and a French detail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.ch",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      detail: 'Le corps de la requête n’est pas un JSON valide',
    });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Le corps de la requête est vide');
  });

  it('answers a body that is not an object with 400 naming the problem', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2,3]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().detail).toMatch(/objet/);
  });

  it('answers an oversized body with 413 and creates nothing', async () => {
    const before = (await t.database.db.select({ value: count() }).from(users))[0]?.value;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'gros@exemple.ch',
        password: 'lavage-2026',
        name: 'x'.repeat(2 * 1024 * 1024),
        favorite_station: 'Cernier I',
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, detail: 'La requête est trop volumineuse' });
    expect((await t.database.db.select({ value: count() }).from(users))[0]?.value).toBe(before);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toBe('Type de contenu non pris en charge');
  });

  it('answers an unknown /api path with a JSON 404, signed in or not', async () => {
    const { cookie } = await registerUser(t.app);
    for (const headers of [{}, { cookie }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/nexiste-pas', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, detail: 'Ressource introuvable' });
      // Like every refusal, it names the request (the log line's id).
      expect(response.json().request_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nexiste/pas', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('serves the web app for any other page (history fallback) and caches hashed assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/leaderboard?tab=weekly' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Éclat Lavage');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.body).toBe('console.log(1)');
    // From memory (issue 36): the precompressed copy the browser takes, with the same headers.
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/app-123.js',
      headers: { 'if-none-match': asset.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-123.js' });
    expect(head.statusCode).toBe(200);
    // Source maps stay with the static server; an unknown asset is the app's page, as before.
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-123.js.map' })).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/assets/nope-999.js' });
    expect(unknown.headers['cache-control']).toBe('no-cache');
    const missingAsset = await t.app.inject({ method: 'POST', url: '/quelque-chose' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document generated from the shared schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/me', '/api/stations']),
    );
  });
});

describe('start-up', () => {
  it('answers 503 until migrations and start-up tasks are done', async () => {
    const t = await createTestApp({ prepare: false });
    try {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().success).toBe(false);
      const stations = await t.app.inject({ method: 'GET', url: '/api/stations' });
      expect(stations.statusCode).toBe(503);
      await prepareApp(t.app, t.database);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('creates the configured admin, promotes an existing account, and copies the environment’s review links once', async () => {
    const t = await createTestApp({
      config: {
        admin: { email: 'admin@exemple.ch', password: 'admin-secret' },
        legacyReviewUrls: { SAINT_BLAISE: 'https://g.page/r/saint-blaise/review' },
      },
    });
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@exemple.ch', password: 'admin-secret' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.is_admin).toBe(true);

      // Someone registered the admin address first, with a password of their own.
      const { user, cookie } = await registerUser(t.app, {
        email: 'futur-admin@exemple.ch',
        password: 'le-sien',
      });
      expect(user.is_admin).toBe(false);
      t.app.config.admin = { email: 'futur-admin@exemple.ch', password: 'admin-configure' };
      await prepareApp(t.app, t.database);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.isAdmin).toBe(true);
      const signIn = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'futur-admin@exemple.ch', password },
        });
      expect((await signIn('le-sien')).statusCode).toBe(401);
      expect((await signIn('admin-configure')).statusCode).toBe(200);
      // The session opened with the registrant's password is over.
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
      // A restart with the same settings changes nothing (the admin's sessions stay).
      const adminCookie = sessionCookieOf(await signIn('admin-configure'));
      await prepareApp(t.app, t.database);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: adminCookie } }))
          .statusCode,
      ).toBe(200);

      // Two instances starting at once both find no account for a new admin address: one
      // creates it, the other finds it created (it used to stop the second instance).
      const both = { email: 'deux-instances@exemple.ch', password: 'admin-configure' };
      await Promise.all([t.app.authService.ensureAdmin(both), t.app.authService.ensureAdmin(both)]);
      const created = await t.database.db.select().from(users).where(eq(users.email, both.email));
      expect(created).toHaveLength(1);
      expect(created[0]?.isAdmin).toBe(true);
      // Listed as « Exploitant » with the role's badge, not « Administrateur Administrateur ».
      expect(created[0]?.name).toBe('Exploitant');

      const stations = (await t.app.inject({ method: 'GET', url: '/api/stations' })).json().stations;
      expect(stations.find((s: { name: string }) => s.name === 'Saint-Blaise').google_review_url).toBe(
        'https://g.page/r/saint-blaise/review',
      );
      // Copied once: the operator's link, set later in Réglages, survives every restart.
      await t.database.db
        .update(stationsTable)
        .set({ googleReviewUrl: 'https://g.page/r/saint-blaise-operateur/review' })
        .where(eq(stationsTable.name, 'Saint-Blaise'));
      await prepareApp(t.app, t.database);
      const [kept] = await t.database.db
        .select()
        .from(stationsTable)
        .where(eq(stationsTable.name, 'Saint-Blaise'));
      expect(kept?.googleReviewUrl).toBe('https://g.page/r/saint-blaise-operateur/review');
    } finally {
      await t.close();
    }
  });

  it('marks the session cookie Secure when the app is served over https', async () => {
    const t = await createTestApp({ config: { publicUrl: 'https://lavage.example.ch' } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: 'https://lavage.example.ch' },
        payload: {
          email: 'https@exemple.ch',
          password: 'lavage-2026',
          name: 'Https',
          favorite_station: 'Cernier I',
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === 'session')?.secure).toBe(true);
      expect(response.headers['strict-transport-security']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});

describe('request ids', () => {
  it('names every refusal with the request’s id, its own unless a trusted proxy gave one', async () => {
    const direct = await createTestApp();
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
      const first = await direct.app.inject({ method: 'GET', url: '/api/auth/me' });
      const second = await direct.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(first.statusCode).toBe(401);
      expect(first.json().request_id).toMatch(uuid);
      expect(second.json().request_id).not.toBe(first.json().request_id);
      // A client's own header is not believed without a proxy in front.
      const forged = await direct.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { 'x-request-id': 'forged-request-id' },
      });
      expect(forged.json().request_id).toMatch(uuid);
      // Behind the operator's proxy, its id is kept, if it looks like one.
      const given = await proxied.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { 'x-request-id': 'caddy-1234abcd' },
      });
      expect(given.json().request_id).toBe('caddy-1234abcd');
      const odd = await proxied.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { 'x-request-id': 'bad id with spaces' },
      });
      expect(odd.json().request_id).toMatch(uuid);
      // A validation refusal and a framework refusal carry one too.
      const invalid = await direct.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().request_id).toMatch(uuid);
      const badUrl = await direct.app.inject({ method: 'GET', url: '/api/stations/%E0%A4%A' });
      expect(badUrl.json().request_id).toMatch(uuid);
    } finally {
      await proxied.close();
      await direct.close();
    }
  });
});

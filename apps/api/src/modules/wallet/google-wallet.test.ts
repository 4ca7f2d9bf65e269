import { sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { postWash, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { walletCredentials, type WalletCredentials } from '../../testing/wallet-fixture';
import { useWalletApp, type WalletApp } from '../../testing/wallet-app';
import { MAX_ATTEMPTS } from '../../jobs/push-worker';

const wallet = useWalletApp();
let t: TestApp;
let credentials: WalletCredentials;
let google: WalletApp['google'];
beforeAll(() => {
  ({ t, credentials, google } = wallet);
});
const ISSUER = '3388000000012345678';

async function saveUrl(cookie: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/wallet/google/save-url',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  const url = response.json().url as string;
  expect(url).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  return url.slice('https://pay.google.com/gp/v/save/'.length);
}

describe('Google Wallet', () => {
  it('gives a save link signed RS256 by the service account, holding the class and the member’s object', async () => {
    const { cookie, user, body } = await registerUser(t.app, { name: 'Marc Rochat' });
    const jwt = await saveUrl(cookie);
    const { payload, protectedHeader } = await jwtVerify(jwt, credentials.googlePublicKey, {
      issuer: 'wallet@eclat-test.iam.gserviceaccount.com',
      audience: 'google',
      algorithms: ['RS256'],
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      typ: 'savetowallet',
      origins: ['https://lavage.example.ch'],
      payload: {
        loyaltyClasses: [
          {
            id: `${ISSUER}.member-card`,
            programName: 'Éclat Lavage',
            hexBackgroundColor: '#0369a1',
            programLogo: { sourceUri: { uri: 'https://lavage.example.ch/icons/icon-512.png' } },
          },
        ],
        loyaltyObjects: [
          {
            id: `${ISSUER}.member-${user.id}`,
            classId: `${ISSUER}.member-card`,
            state: 'ACTIVE',
            accountName: 'Marc',
            loyaltyPoints: { balance: { int: 0 } },
            barcode: { type: 'QR_CODE', value: user.id },
          },
        ],
      },
    });
    expect(JSON.stringify(payload)).not.toContain(body.email);
    // A key other than the service account's does not verify it.
    const other = walletCredentials();
    await expect(jwtVerify(jwt, other.googlePublicKey)).rejects.toThrow();
    other.remove();
  });

  it('updates the member’s object at Google after a points change, with the service account’s token', async () => {
    const { cookie, user } = await registerUser(t.app);
    await saveUrl(cookie);
    const before = google.patches.length;
    expect((await postWash(t.app, cookie)).statusCode).toBe(201);
    await t.app.wallet.worker.drain();
    const patches = google.patches.slice(before);
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({
      path: `PATCH /walletobjects/v1/loyaltyObject/${encodeURIComponent(`${ISSUER}.member-${user.id}`)}`,
      authorization: 'Bearer google-test-token',
      body: { state: 'ACTIVE', loyaltyPoints: { balance: { int: expect.any(Number) } } },
    });
    expect((patches[0]!.body.loyaltyPoints as { balance: { int: number } }).balance.int).toBeGreaterThan(0);
  });

  it('retries a 500 with backoff, then gives up and logs it', async () => {
    const { cookie, user } = await registerUser(t.app);
    await saveUrl(cookie);
    google.answer(500);
    const warn = vi.spyOn(t.app.log, 'warn');
    const before = google.patches.length;
    await t.database.db.execute(sql`UPDATE users SET name = 'Nouveau Nom' WHERE id = ${user.id}`);
    await t.app.wallet.worker.drain();
    expect(google.patches.length - before).toBe(1);
    // Not again before its delay…
    await t.app.wallet.worker.drain();
    expect(google.patches.length - before).toBe(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      t.clock.advance(6 * 60_000);
      await t.app.wallet.worker.drain();
      expect(google.patches.length - before).toBe(attempt);
    }
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM wallet_jobs`,
    );
    expect(left!.n).toBe(0);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'google', status: 500, attempts: MAX_ATTEMPTS }),
      'wallet call given up',
    );
    warn.mockRestore();
    google.answer(200);
  });

  it('sets a deleted account’s object inactive', async () => {
    const { cookie, user } = await registerUser(t.app);
    await saveUrl(cookie);
    const before = google.patches.length;
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/users/account', headers: { cookie } })).statusCode,
    ).toBe(200);
    await t.app.wallet.worker.drain();
    expect(google.patches.slice(before)).toEqual([
      expect.objectContaining({
        path: `PATCH /walletobjects/v1/loyaltyObject/${encodeURIComponent(`${ISSUER}.member-${user.id}`)}`,
        body: { state: 'INACTIVE' },
      }),
    ]);
  });
});

describe('without a wallet configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare.close();
  });

  it('answers 404 with a French detail, and the programme says no button is to be shown', async () => {
    const { cookie } = await registerUser(bare.app);
    const apple = await bare.app.inject({
      method: 'GET',
      url: '/api/wallet/apple/pass',
      headers: { cookie },
    });
    expect(apple.statusCode).toBe(404);
    expect(apple.json().detail).toBe('Apple Wallet n’est pas proposé par ce programme');
    const googleUrl = await bare.app.inject({
      method: 'GET',
      url: '/api/wallet/google/save-url',
      headers: { cookie },
    });
    expect(googleUrl.statusCode).toBe(404);
    expect(googleUrl.json().detail).toBe('Google Wallet n’est pas proposé par ce programme');
    const service = await bare.app.inject({
      method: 'GET',
      url: '/api/wallet/apple/v1/devices/d/registrations/pass.x',
    });
    expect(service.statusCode).toBe(404);
    const programme = await bare.app.inject({ method: 'GET', url: '/api/programme', headers: { cookie } });
    expect(programme.json().wallet).toEqual({ apple: false, google: false });
  });

  it('asks for a session before a pass or a link', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/api/wallet/apple/pass' })).statusCode).toBe(401);
    expect((await bare.app.inject({ method: 'GET', url: '/api/wallet/google/save-url' })).statusCode).toBe(
      401,
    );
  });
});

describe('hostile paths and headers on Apple’s web service', () => {
  it('answers 4xx with a French detail, never a 500', async () => {
    const base = '/api/wallet/apple/v1';
    for (const url of [
      `${base}/passes/pass.ch.eclat.test/%00`,
      `${base}/passes/pass.ch.eclat.test/..%2F..%2Fetc%2Fpasswd`,
      `${base}/passes/%2e%2e/serial`,
      `${base}/devices/%00/registrations/pass.ch.eclat.test`,
      `${base}/devices/a/registrations/pass.ch.eclat.test?passesUpdatedSince=99999999999999999999`,
      `${base}/devices/a/registrations/pass.ch.eclat.test/s%0d%0a`,
    ]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { authorization: 'ApplePass aaaaaaaaaaaaaaaaaaaaaaaa' },
          payload: method === 'POST' ? { pushToken: 'ab'.repeat(32) } : undefined,
        });
        expect([400, 401, 404], `${method} ${url}`).toContain(response.statusCode);
        if (response.body) expect(response.json().detail, `${method} ${url}`).toMatch(/./);
      }
    }
  });
});

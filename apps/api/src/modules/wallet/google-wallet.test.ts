import { sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import sharp from 'sharp';
import { multipart, postWash, registerAdmin, registerUser } from '../../testing/http';
import { eventually } from '../../testing/test-app';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unzipEntries, walletCredentials, type WalletCredentials } from '../../testing/wallet-fixture';
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

describe('the operator’s brand in both wallets', () => {
  it('carries the uploaded logo and the chosen colour into the Apple pass and the Google class', async () => {
    const { cookie: admin } = await registerAdmin(t.app);
    const logo = await sharp({
      create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 20, b: 20 } },
    })
      .png()
      .toBuffer();
    const upload = multipart({}, { name: 'file', data: logo, type: 'image/png' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brand/logo',
      headers: { cookie: admin, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logoUrl = uploaded.json().logo_url as string;
    const brand = (
      await t.app.inject({ method: 'GET', url: '/api/admin/brand', headers: { cookie: admin } })
    ).json();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/brand',
      headers: { cookie: admin },
      payload: { ...brand, primary_color: '#7a1f1f' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const { cookie } = await registerUser(t.app);
    await eventually(async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/wallet/apple/pass',
        headers: { cookie },
      });
      const pass = JSON.parse(unzipEntries(response.rawPayload).get('pass.json')!.toString());
      return pass.backgroundColor === 'rgb(122, 31, 31)';
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/apple/pass',
      headers: { cookie },
    });
    const icon = unzipEntries(response.rawPayload).get('icon.png')!;
    const { dominant } = await sharp(icon).stats();
    expect(dominant).toMatchObject({ r: expect.any(Number) });
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(80);

    const { payload } = await jwtVerify(await saveUrl(cookie), credentials.googlePublicKey);
    expect(payload).toMatchObject({
      payload: {
        loyaltyClasses: [
          {
            hexBackgroundColor: '#7a1f1f',
            programLogo: { sourceUri: { uri: `https://lavage.example.ch${logoUrl}` } },
          },
        ],
      },
    });
  });
});

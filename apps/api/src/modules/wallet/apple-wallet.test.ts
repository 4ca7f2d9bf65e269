import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { jwtVerify, decodeProtectedHeader } from 'jose';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { stations } from '../../db/schema';
import { postWash, registerUser } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { unzipEntries, type WalletCredentials } from '../../testing/wallet-fixture';
import { useWalletApp, type WalletApp } from '../../testing/wallet-app';

const wallet = useWalletApp();
let t: TestApp;
let credentials: WalletCredentials;
let apns: WalletApp['apns'];
beforeAll(() => {
  ({ t, credentials, apns } = wallet);
});
beforeAll(async () => {
  await t.database.db
    .update(stations)
    .set({ latitude: 47.0573, longitude: 6.9995 })
    .where(eq(stations.name, 'Cernier I'));
  await t.database.db
    .update(stations)
    .set({ latitude: 47.0096, longitude: 6.9887 })
    .where(eq(stations.name, 'Saint-Blaise'));
});

const PASS_TYPE = 'pass.ch.eclat.test';

async function downloadPass(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/wallet/apple/pass', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
  const files = unzipEntries(response.rawPayload);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pass.json as Apple reads it
  const pass = JSON.parse(files.get('pass.json')!.toString()) as Record<string, any>;
  return { files, pass, token: pass.authenticationToken as string, serial: pass.serialNumber as string };
}

const service = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/wallet/apple/v1${url}`,
    headers: token ? { authorization: `ApplePass ${token}` } : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

describe('the Apple Wallet pass', () => {
  it('is a store card signed by the pass certificate, every file in its manifest, with no e-mail', async () => {
    const { cookie, user, body } = await registerUser(t.app, { name: 'Léa Dubois' });
    const { files, pass, token } = await downloadPass(cookie);

    // manifest.json: the SHA-1 of every other file, and nothing else.
    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as Record<string, string>;
    const signed = [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(signed.sort());
    for (const name of signed)
      expect(manifest[name], name).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));

    // The detached PKCS#7 signature over manifest.json, checked by openssl against the stand-in WWDR.
    const dir = fs.mkdtempSync(path.join(credentials.dir, 'verify-'));
    fs.writeFileSync(path.join(dir, 'manifest.json'), files.get('manifest.json')!);
    fs.writeFileSync(path.join(dir, 'signature'), files.get('signature')!);
    const verify = (content: string) =>
      execFileSync(
        'openssl',
        [
          'smime',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          path.join(dir, 'signature'),
          '-content',
          content,
          '-CAfile',
          credentials.caPath,
          '-purpose',
          'any',
          '-out',
          path.join(dir, 'out'),
        ],
        { stdio: 'pipe' },
      );
    expect(() => verify(path.join(dir, 'manifest.json'))).not.toThrow();
    // A manifest changed after signing fails the check.
    fs.writeFileSync(
      path.join(dir, 'tampered.json'),
      files.get('manifest.json')!.toString().replace('"', ' "'),
    );
    expect(() => verify(path.join(dir, 'tampered.json'))).toThrow();

    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: 'TEAM123456',
      organizationName: 'Éclat Lavage',
      webServiceURL: 'https://lavage.example.ch/api/wallet/apple',
      backgroundColor: 'rgb(3, 105, 161)',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: user.id }],
    });
    expect(pass.serialNumber).toMatch(/^[0-9a-f-]{36}$/);
    expect(token.length).toBeGreaterThanOrEqual(16);
    expect(pass.storeCard.primaryFields[0].value).toBe('Léa');
    expect(pass.storeCard.headerFields[0]).toMatchObject({ label: 'Points', value: 0 });
    expect(pass.storeCard.secondaryFields[0]).toMatchObject({ label: 'Niveau', value: 1 });
    // The open stations that have coordinates, as lock-screen locations.
    expect(pass.locations).toEqual([
      { latitude: 47.0573, longitude: 6.9995, relevantText: expect.stringContaining('Cernier I') },
      { latitude: 47.0096, longitude: 6.9887, relevantText: expect.stringContaining('Saint-Blaise') },
    ]);
    for (const file of files.values()) expect(file.toString('latin1')).not.toContain(body.email);

    // Icons at Apple's sizes, from the built-in icon (no logo uploaded).
    for (const [name, side] of [
      ['icon.png', 29],
      ['icon@2x.png', 58],
      ['icon@3x.png', 87],
      ['logo.png', 50],
    ] as const) {
      const meta = await sharp(files.get(name)!).metadata();
      expect([name, meta.width, meta.height]).toEqual([name, side, side]);
    }
    // Only the token's hash is kept.
    const [row] = await queryRows<{ hashes: string[] }>(
      t.database.db,
      sql`SELECT auth_token_hashes AS hashes FROM wallet_passes WHERE user_id = ${user.id}`,
    );
    expect(row!.hashes).toEqual([createHash('sha256').update(token).digest('base64url')]);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('the web service registers a device with the pass’s token, tells what changed, serves the latest pass, unregisters', async () => {
    const { cookie } = await registerUser(t.app);
    const { token, serial } = await downloadPass(cookie);
    const registration = `/devices/device-a/registrations/${PASS_TYPE}/${serial}`;
    const pushToken = 'ab'.repeat(32);

    expect((await service('POST', registration, 'x'.repeat(32), { pushToken })).statusCode).toBe(401);
    expect((await service('POST', registration, undefined, { pushToken })).statusCode).toBe(401);
    expect(
      (await service('POST', `/devices/device-a/registrations/pass.other/${serial}`, token, { pushToken }))
        .statusCode,
    ).toBe(404);
    expect((await service('POST', registration, token, { pushToken: 'not hex' })).statusCode).toBe(400);
    expect((await service('POST', registration, token, { pushToken })).statusCode).toBe(201);
    expect((await service('POST', registration, token, { pushToken })).statusCode).toBe(200);

    const listed = await service('GET', `/devices/device-a/registrations/${PASS_TYPE}`);
    expect(listed.statusCode).toBe(200);
    const { serialNumbers, lastUpdated } = listed.json() as { serialNumbers: string[]; lastUpdated: string };
    expect(serialNumbers).toEqual([serial]);
    expect(
      (await service('GET', `/devices/device-a/registrations/${PASS_TYPE}?passesUpdatedSince=${lastUpdated}`))
        .statusCode,
    ).toBe(204);
    expect(
      (await service('GET', `/devices/device-a/registrations/${PASS_TYPE}?passesUpdatedSince=x`)).statusCode,
    ).toBe(400);

    // A wash changes the points: one push to the device, and the pass is listed as changed.
    const before = apns.pushes.length;
    expect((await postWash(t.app, cookie)).statusCode).toBe(201);
    await t.app.wallet.worker.drain();
    const pushes = apns.pushes.slice(before);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ path: `/3/device/${pushToken}`, topic: PASS_TYPE, body: '{}' });
    const jwt = pushes[0]!.authorization!.replace(/^bearer /, '');
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'ES256', kid: 'APNSKEY123' });
    const { payload } = await jwtVerify(jwt, credentials.apnsPublicKey, { issuer: 'TEAM123456' });
    expect(typeof payload.iat).toBe('number');
    const changed = await service(
      'GET',
      `/devices/device-a/registrations/${PASS_TYPE}?passesUpdatedSince=${lastUpdated}`,
    );
    expect(changed.json().serialNumbers).toEqual([serial]);

    // The latest pass carries the new points; unchanged since Last-Modified, a 304.
    const latest = await service('GET', `/passes/${PASS_TYPE}/${serial}`, token);
    expect(latest.statusCode).toBe(200);
    const updated = JSON.parse(unzipEntries(latest.rawPayload).get('pass.json')!.toString());
    expect(updated.storeCard.headerFields[0].value).toBeGreaterThan(0);
    expect(updated.authenticationToken).toBe(token);
    const notModified = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/apple/v1/passes/${PASS_TYPE}/${serial}`,
      headers: {
        authorization: `ApplePass ${token}`,
        'if-modified-since': latest.headers['last-modified'] as string,
      },
    });
    expect(notModified.statusCode).toBe(304);
    expect((await service('GET', `/passes/${PASS_TYPE}/${serial}`, 'y'.repeat(24))).statusCode).toBe(401);
    expect((await service('GET', `/passes/${PASS_TYPE}/unknown-serial`, token)).statusCode).toBe(401);

    expect(
      (await service('POST', '/log', undefined, { logs: ['Web service error for pass.ch.eclat.test'] }))
        .statusCode,
    ).toBe(200);
    expect((await service('DELETE', registration, token)).statusCode).toBe(200);
    const afterUnregister = apns.pushes.length;
    await t.database.db.execute(
      sql`UPDATE users SET name = 'Renommé' WHERE id = (SELECT user_id FROM wallet_passes WHERE serial_number = ${serial})`,
    );
    await t.app.wallet.worker.drain();
    expect(apns.pushes.length).toBe(afterUnregister);
  });

  it('one push per registered device for a change; a device gone (410) is forgotten', async () => {
    const { cookie, user } = await registerUser(t.app);
    const first = await downloadPass(cookie);
    // A second download (the watch) has its own token; the first stays valid.
    const second = await downloadPass(cookie);
    expect(second.serial).toBe(first.serial);
    expect(second.token).not.toBe(first.token);
    const tokens = ['cd'.repeat(32), 'ef'.repeat(32)];
    expect(
      (
        await service('POST', `/devices/phone/registrations/${PASS_TYPE}/${first.serial}`, first.token, {
          pushToken: tokens[0],
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await service('POST', `/devices/watch/registrations/${PASS_TYPE}/${first.serial}`, second.token, {
          pushToken: tokens[1],
        })
      ).statusCode,
    ).toBe(201);
    const before = apns.pushes.length;
    // A wash writes several ledger rows and moves the level: still one push per device.
    expect((await postWash(t.app, cookie)).statusCode).toBe(201);
    await t.app.wallet.worker.drain();
    expect(
      apns.pushes
        .slice(before)
        .map((push) => push.path)
        .sort(),
    ).toEqual(tokens.map((token) => `/3/device/${token}`));

    apns.answer(410);
    await t.database.db.execute(sql`UPDATE users SET name = 'Autre nom' WHERE id = ${user.id}`);
    await t.app.wallet.worker.drain();
    apns.answer(200);
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM wallet_registrations WHERE serial_number = ${first.serial}`,
    );
    expect(left!.n).toBe(0);
  });

  it('deleting the account voids its pass: the web service answers 401', async () => {
    const { cookie } = await registerUser(t.app);
    const { token, serial } = await downloadPass(cookie);
    expect(
      (
        await service('POST', `/devices/gone/registrations/${PASS_TYPE}/${serial}`, token, {
          pushToken: '12'.repeat(32),
        })
      ).statusCode,
    ).toBe(201);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/users/account', headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect((await service('GET', `/passes/${PASS_TYPE}/${serial}`, token)).statusCode).toBe(401);
    expect(
      (await service('DELETE', `/devices/gone/registrations/${PASS_TYPE}/${serial}`, token)).statusCode,
    ).toBe(401);
    expect((await service('GET', `/devices/gone/registrations/${PASS_TYPE}`)).statusCode).toBe(204);
  });
});

describe('a station renamed or moved', () => {
  it('gives every pass a new tag and each device a push; the pass names the station as it is now', async () => {
    const { cookie } = await registerUser(t.app);
    const { token, serial, pass } = await downloadPass(cookie);
    expect(JSON.stringify(pass.locations)).toContain('Saint-Blaise est tout près');
    const pushToken = '5a'.repeat(32);
    expect(
      (await service('POST', `/devices/lac/registrations/${PASS_TYPE}/${serial}`, token, { pushToken }))
        .statusCode,
    ).toBe(201);
    const before = apns.pushes.length;
    const [first] = await queryRows<{ tag: string }>(
      t.database.db,
      sql`SELECT tag::text FROM wallet_passes WHERE serial_number = ${serial}`,
    );
    try {
      await t.database.db
        .update(stations)
        .set({ name: 'Saint-Blaise Lac' })
        .where(eq(stations.id, 'saint-blaise'));
      await t.app.wallet.worker.drain();
      expect(apns.pushes.slice(before).map((push) => push.path)).toContain(`/3/device/${pushToken}`);
      const [after] = await queryRows<{ tag: string }>(
        t.database.db,
        sql`SELECT tag::text FROM wallet_passes WHERE serial_number = ${serial}`,
      );
      expect(after!.tag).not.toBe(first!.tag);
      const fetched = await service('GET', `/passes/${PASS_TYPE}/${serial}`, token);
      expect(fetched.statusCode).toBe(200);
      const files = unzipEntries(fetched.rawPayload);
      const updated = JSON.parse(files.get('pass.json')!.toString()) as { locations: unknown[] };
      expect(JSON.stringify(updated.locations)).toContain('Saint-Blaise Lac est tout près');
    } finally {
      await t.database.db
        .update(stations)
        .set({ name: 'Saint-Blaise' })
        .where(eq(stations.id, 'saint-blaise'));
    }
  });
});

describe('against abuse', () => {
  it('keeps the 10 newest devices of a pass, and limits downloads to 10 in 10 minutes', async () => {
    const { cookie } = await registerUser(t.app);
    const { token, serial } = await downloadPass(cookie);
    for (let device = 0; device < 12; device += 1) {
      t.clock.advance(1000);
      const pushToken = device.toString(16).padStart(2, '0').repeat(32);
      expect(
        (
          await service('POST', `/devices/d${device}/registrations/${PASS_TYPE}/${serial}`, token, {
            pushToken,
          })
        ).statusCode,
      ).toBe(201);
    }
    const devices = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT device_library_id AS id FROM wallet_registrations WHERE serial_number = ${serial}`,
    );
    expect(devices).toHaveLength(10);
    for (let download = 2; download <= 10; download += 1) await downloadPass(cookie);
    const refused = await t.app.inject({ method: 'GET', url: '/api/wallet/apple/pass', headers: { cookie } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/./);
  });
});

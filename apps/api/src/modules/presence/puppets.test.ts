import { stepAt } from '@app/shared/domain/presence';
import { presenceCode } from '@app/shared/domain/presence-code';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { washes } from '../../db/schema';
import { pairDisplay } from '../../testing/displays';
import { registerAdmin, registerUser } from '../../testing/http';
import { photoDataUrl } from '../../testing/photos';
import { createSecondInstance, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let display: { display_id: string; secret: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t.app);
  t.clock.set('2026-11-16T10:00:00Z');
  display = await pairDisplay(t.app, admin.cookie, 'Cernier II', '10.93.0.1');
  const required = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { presence_users_per_code: 20, stations: [{ name: 'Cernier II', presence_required: true }] },
  });
  expect(required.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function wash(cookie: string, remoteAddress: string, deviceId?: string, instance: TestApp = t) {
  const step = stepAt(t.clock.now());
  return instance.app.inject({
    method: 'POST',
    url: '/api/washes',
    headers: { cookie },
    remoteAddress,
    payload: {
      wash_type: 'standard',
      station: 'Cernier II',
      photo_data: await photoDataUrl({ width: 320, height: 240 }),
      presence: `${display.display_id}.${step}.${presenceCode(display.secret, step)}`,
      ...(deviceId ? { device_id: deviceId } : {}),
    },
  });
}

async function reasonsOf(ids: string[]) {
  const rows = await t.database.db
    .select({ id: washes.id, reason: washes.reviewReason })
    .from(washes)
    .where(inArray(washes.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.reason ?? null);
}

describe('one phone, many accounts', () => {
  it('lists every wash of several accounts from one phone and one address at one station within 10 minutes', async () => {
    const phone = randomUUID();
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const puppet = await registerUser(t.app);
      const answer = await wash(puppet.cookie, '10.93.1.1', phone);
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().verified).toBe(true);
      ids.push(answer.json().id);
      t.clock.advance(30_000);
    }
    expect(await reasonsOf(ids)).toEqual(Array(6).fill('several_accounts'));
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/washes/to-review',
      headers: { cookie: admin.cookie },
    });
    const reasons = listed
      .json()
      .washes.filter((item: { id: string }) => ids.includes(item.id))
      .map((item: { reason: string }) => item.reason);
    expect(reasons).toEqual(Array(6).fill('several_accounts'));
  });

  it('finds one phone behind other addresses, and one address behind other phones', async () => {
    t.clock.advance(3_600_000);
    const phone = randomUUID();
    const first = await wash((await registerUser(t.app)).cookie, '10.93.2.1', phone);
    const samePhone = await wash((await registerUser(t.app)).cookie, '10.93.2.2', phone);
    expect(await reasonsOf([first.json().id, samePhone.json().id])).toEqual([
      'several_accounts',
      'several_accounts',
    ]);
    t.clock.advance(3_600_000);
    const a = await wash((await registerUser(t.app)).cookie, '10.93.3.1', randomUUID());
    const b = await wash((await registerUser(t.app)).cookie, '10.93.3.1', randomUUID());
    expect(await reasonsOf([a.json().id, b.json().id])).toEqual(['several_accounts', 'several_accounts']);
  });

  it('lists accounts from one phone that send their washes at the same moment to two instances', async () => {
    // Each wash locks its phone and address at the station before it looks for the
    // others: at the same moment, one waits for the other and sees it.
    t.clock.advance(3_600_000);
    const second = await createSecondInstance(t);
    try {
      const phone = randomUUID();
      const members = await Promise.all([registerUser(t.app), registerUser(t.app)]);
      const sharedPhone = await Promise.all(
        members.map((member, index) =>
          wash(member.cookie, `10.93.5.${index + 1}`, phone, index ? second : t),
        ),
      );
      expect(sharedPhone.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(await reasonsOf(sharedPhone.map((answer) => answer.json().id))).toEqual([
        'several_accounts',
        'several_accounts',
      ]);
      t.clock.advance(3_600_000);
      const others = await Promise.all([registerUser(t.app), registerUser(t.app)]);
      const sharedAddress = await Promise.all(
        others.map((member, index) => wash(member.cookie, '10.93.6.1', randomUUID(), index ? second : t)),
      );
      expect(await reasonsOf(sharedAddress.map((answer) => answer.json().id))).toEqual([
        'several_accounts',
        'several_accounts',
      ]);
    } finally {
      await second.close();
    }
  });

  it('leaves alone members on their own phones, and a visit from the same address past 10 minutes', async () => {
    t.clock.advance(3_600_000);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const member = await registerUser(t.app);
      ids.push((await wash(member.cookie, `10.93.4.${index + 1}`, randomUUID())).json().id);
      t.clock.advance(30_000);
    }
    // More than 10 minutes later, from the first phone: another visit, not a puppet.
    t.clock.advance(11 * 60_000);
    ids.push((await wash((await registerUser(t.app)).cookie, '10.93.4.1')).json().id);
    expect(await reasonsOf(ids)).toEqual([null, null, null, null]);
  });
});

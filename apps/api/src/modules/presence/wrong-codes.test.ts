import { stepAt } from '@app/shared/domain/presence';
import { presenceCode } from '@app/shared/domain/presence-code';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, washes } from '../../db/schema';
import { pairDisplay } from '../../testing/displays';
import { registerAdmin, registerUser } from '../../testing/http';
import sharp from 'sharp';
import { photoDataUrl, toDataUrl } from '../../testing/photos';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t.app);
  t.clock.set('2026-11-16T10:00:00Z');
  // A station requires the code only while one of its displays is heard from.
  for (const [index, station] of ['Cernier I', 'Cernier II', 'Saint-Blaise'].entries())
    await pairDisplay(t.app, admin.cookie, station, `10.91.250.${index + 1}`);
  const required = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: {
      presence_users_per_code: 20,
      stations: ['Cernier I', 'Cernier II', 'Saint-Blaise'].map((name) => ({
        name,
        presence_required: true,
      })),
    },
  });
  expect(required.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

let addresses = 0;
const nextAddress = () => `10.91.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const pairedDisplay = (station: string) => pairDisplay(t.app, admin.cookie, station, nextAddress());

const step = () => stepAt(t.clock.now());
const rightCode = (display: { secret: string }) => presenceCode(display.secret, step());
/** A code the display never shows at this step or the ones either side. */
function wrongCode(display: { secret: string }, seed: number): string {
  const shown = new Set([-1, 0, 1].map((shift) => presenceCode(display.secret, step() + shift)));
  for (let n = seed; ; n += 1) {
    const code = String(n % 1_000_000).padStart(6, '0');
    if (!shown.has(code)) return code;
  }
}

async function wash(
  cookie: string,
  station: string,
  code: string,
  remoteAddress: string,
  photo_data?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/washes',
    headers: { cookie },
    remoteAddress,
    payload: {
      wash_type: 'standard',
      station,
      photo_data: photo_data ?? (await photoDataUrl({ width: 320, height: 240 })),
      presence: { station, code },
    },
  });
}

describe('wrong wash codes', () => {
  it('stop a member after five in ten minutes, the right code included, then let them in again', async () => {
    const display = await pairedDisplay('Cernier I');
    const member = await registerUser(t.app);
    for (let guess = 0; guess < 5; guess += 1) {
      const answer = await wash(member.cookie, 'Cernier I', wrongCode(display, guess * 7919), nextAddress());
      expect(answer.statusCode).toBe(400);
    }
    const blocked = await wash(member.cookie, 'Cernier I', rightCode(display), nextAddress());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe(
      'Trop de codes erronés. Réessayez dans quelques minutes avec le code affiché à la station.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
    t.clock.advance(10 * 60_000 + 1000);
    const later = await wash(member.cookie, 'Cernier I', rightCode(display), nextAddress());
    expect(later.statusCode).toBe(201);
  });

  it('stop an address after five, across accounts', async () => {
    t.clock.advance(11 * 60_000);
    const display = await pairedDisplay('Cernier II');
    const address = nextAddress();
    const statuses: number[] = [];
    for (let guess = 0; guess < 7; guess += 1) {
      const puppet = await registerUser(t.app);
      statuses.push(
        (await wash(puppet.cookie, 'Cernier II', wrongCode(display, guess * 104_729), address)).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    // Another member elsewhere is not held back.
    const honest = await registerUser(t.app);
    expect((await wash(honest.cookie, 'Cernier II', rightCode(display), nextAddress())).statusCode).toBe(201);
  });

  it('stop many puppets on many addresses at one station, and show the series in À vérifier', async () => {
    t.clock.advance(11 * 60_000);
    const display = await pairedDisplay('Saint-Blaise');
    const statuses: number[] = [];
    for (let guess = 0; guess < 62; guess += 1) {
      const puppet = await registerUser(t.app);
      statuses.push(
        (await wash(puppet.cookie, 'Saint-Blaise', wrongCode(display, 500_000 + guess * 13), nextAddress()))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/washes/to-review',
      headers: { cookie: admin.cookie },
    });
    const burst = listed
      .json()
      .code_bursts.find((item: { station: string }) => item.station === 'Saint-Blaise');
    expect(burst).toMatchObject({ station: 'Saint-Blaise', failures: 60 });
    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/washes/code-bursts/${burst.id}/dismiss`,
      headers: { cookie: admin.cookie },
    });
    expect(dismissed.json()).toEqual({ success: true, message: 'Alerte classée' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/washes/code-bursts/${burst.id}/dismiss`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Alerte introuvable');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'presence.burst.dismiss'));
    expect(audits).toHaveLength(1);
    const member = await registerUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/washes/code-bursts/${burst.id}/dismiss`,
      headers: { cookie: member.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('are judged after the photo: no answer tells a right code from a wrong one without a real, new photo', async () => {
    t.clock.advance(11 * 60_000);
    const display = await pairedDisplay('Cernier I');
    const member = await registerUser(t.app);
    const blank = toDataUrl(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080' } })
        .jpeg()
        .toBuffer(),
    );
    const right = await wash(member.cookie, 'Cernier I', rightCode(display), nextAddress(), blank);
    const wrong = await wash(member.cookie, 'Cernier I', wrongCode(display, 42), nextAddress(), blank);
    expect(right.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(right.json().detail);
    expect(wrong.statusCode).toBe(400);
    // A photo already used: the same answer whatever the code.
    const first = await registerUser(t.app);
    const photo = await photoDataUrl({ width: 320, height: 240 });
    expect((await wash(first.cookie, 'Cernier I', rightCode(display), nextAddress(), photo)).statusCode).toBe(
      201,
    );
    const reusedRight = await wash(member.cookie, 'Cernier I', rightCode(display), nextAddress(), photo);
    const reusedWrong = await wash(member.cookie, 'Cernier I', wrongCode(display, 77), nextAddress(), photo);
    expect(reusedRight.statusCode).toBe(409);
    expect(reusedWrong.json().detail).toBe(reusedRight.json().detail);
    expect(reusedWrong.statusCode).toBe(409);
    // None of it counted as a guess, nor recorded a wash.
    expect(await t.database.db.select().from(washes).where(eq(washes.userId, member.user.id))).toHaveLength(
      0,
    );
  });
});

/** The presence tests' app and helpers (displays, codes, washes), shared by their files. */
import { stepAt } from '@app/shared/domain/presence';
import { presenceCode } from '@app/shared/domain/presence-code';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { washes } from '../db/schema';
import { registerAdmin } from './http';
import { photoDataUrl } from './photos';
import { createTestApp, type TestApp } from './test-app';

export let t: TestApp;
export let admin: { cookie: string; user: { id: string } };

/** One app for the test file that calls it, on Monday 16 November 2026 before each test. */
export function usePresenceApp() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    // Monday 16 November 2026, 11:00 in Zurich.
    t.clock.set('2026-11-16T10:00:00Z');
    await settings({ presence_users_per_code: 4, presence_offline_hours: 6 });
  });
}

export function settings(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: body,
  });
}

/** Requiring the code takes a display heard from lately: one is paired when none is. */
export async function requirePresence(station: string, required = true) {
  let response = await settings({ stations: [{ name: station, presence_required: required }] });
  if (response.statusCode === 400 && required) {
    await pairedDisplay(station);
    response = await settings({ stations: [{ name: station, presence_required: required }] });
  }
  expect(response.statusCode).toBe(200);
}

let displayCount = 0;

/** A display created by the operator and paired by its device: its id and secret. */
export async function pairedDisplay(station = 'Cernier I') {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/admin/stations/${encodeURIComponent(station)}/displays`,
    headers: { cookie: admin.cookie },
    payload: {},
  });
  expect(created.statusCode).toBe(201);
  const paired = await t.app.inject({
    method: 'POST',
    url: '/api/station-display/pair',
    payload: { pairing_code: created.json().pairing_code },
    // Each display pairs from its own bay (pairing attempts are limited per address).
    remoteAddress: `10.77.0.${++displayCount}`,
  });
  expect(paired.statusCode).toBe(200);
  return paired.json() as { display_id: string; secret: string; station: string };
}

export const token = (display: { display_id: string; secret: string }, step: number) =>
  `${display.display_id}.${step}.${presenceCode(display.secret, step)}`;

export const nowStep = () => stepAt(t.clock.now());

let washAddress = 0;
export async function wash(cookie: string, extra: Record<string, unknown> = {}, station = 'Cernier I') {
  return t.app.inject({
    method: 'POST',
    url: '/api/washes',
    headers: { cookie },
    // Members at their own phones (wrong codes are limited per address: wrong-codes.test.ts).
    remoteAddress: `10.78.${Math.floor(++washAddress / 250)}.${washAddress % 250}`,
    payload: {
      wash_type: 'standard',
      station,
      photo_data: await photoDataUrl({ width: 320, height: 240 }),
      ...extra,
    },
  });
}

export async function washesOf(userId: string) {
  return t.database.db.select().from(washes).where(eq(washes.userId, userId));
}

/** The wash tests' app and helpers, shared by their files. */
import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { pointsLedger, users, washes } from '../db/schema';
import { photoDataUrl } from './photos';
import { createTestApp, type TestApp } from './test-app';

export let t: TestApp;

/** One app for the test file that calls it, on a Monday peak hour before each test. */
export function useWashesApp() {
  beforeAll(async () => {
    t = await createTestApp({ config: { admin: { email: 'admin@exemple.ch', password: 'admin-secret' } } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    // Monday 16 November 2026, 11:00 in Zurich: a weekday peak hour.
    t.clock.set('2026-11-16T10:00:00Z');
  });
}

export async function submitWash(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/washes', headers: { cookie }, payload });
}

export async function wash(cookie: string, station = 'Cernier I', extra: Record<string, unknown> = {}) {
  return submitWash(cookie, { wash_type: 'standard', station, photo_data: await photoDataUrl(), ...extra });
}

export async function ledgerSum(userId: string) {
  const rows = await t.database.db
    .select({ value: sum(pointsLedger.delta) })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(rows[0]?.value ?? 0);
}

export async function userRow(userId: string) {
  const rows = await t.database.db.select().from(users).where(eq(users.id, userId));
  return rows[0]!;
}

export async function washCount(userId: string) {
  const rows = await t.database.db.select({ value: count() }).from(washes).where(eq(washes.userId, userId));
  return rows[0]?.value ?? 0;
}

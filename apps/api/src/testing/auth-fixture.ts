/** The sign-in tests' app and helpers, shared by their files. */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from './test-app';

export let t: TestApp;

/** One app for the test file that calls it. */
export function useAuthApp() {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
}

export async function userCount() {
  const rows = await t.database.db.select({ value: count() }).from(users);
  return rows[0]?.value ?? 0;
}

let ipCounter = 0;
/** Each test speaks from its own address so the per-IP limits do not leak between tests. */
export function freshIp() {
  ipCounter += 1;
  return `192.168.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

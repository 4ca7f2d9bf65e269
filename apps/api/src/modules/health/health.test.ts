import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('liveness and readiness', () => {
  it('is alive, and ready once migrated with the database and the listener up', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'alive' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', migrations: 'applied', database: 'up', listener: 'up' });
  });

  it('is not ready while this version’s last migration is missing, yet alive', async () => {
    const behind = await createTestApp();
    try {
      // As if the database were one release behind: its newest migration not recorded.
      await behind.database.db.execute(
        sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
      );
      const pending = await behind.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toMatchObject({ status: 'not_ready', migrations: 'pending' });
      // Liveness says nothing of the database: the process still answers.
      expect((await behind.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });
});

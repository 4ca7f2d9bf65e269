import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { recordPoints } from '../ledger/ledger.service';

let t: TestApp;
const people: Record<string, { cookie: string; id: string; name: string }> = {};
let key = 0;

async function give(name: string, delta: number, at: string) {
  key += 1;
  await recordPoints(t.database.db, {
    userId: people[name]!.id,
    delta,
    reason: 'admin_adjustment',
    reference: null,
    idempotencyKey: `test:${key}`,
    now: new Date(at),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-18T10:00:00Z'); // Wednesday 18 November 2026
  for (const name of ['Alice', 'Bruno', 'Chloé', 'David', 'Emma', 'Zoé']) {
    const { cookie, user } = await registerUser(t.app, { name });
    people[name] = { cookie, id: user.id, name };
  }
  // Last month (October), last week (Sunday 15 Nov 23:30 Zurich), this week (Monday 16 Nov 00:30 Zurich).
  // 480, and the level-5 badge's 20 on reaching level 5: 500.
  await give('Alice', 480, '2026-10-10T10:00:00Z');
  await give('Bruno', 100, '2026-11-15T22:30:00Z');
  await give('Bruno', 40, '2026-11-15T23:30:00Z');
  await give('Chloé', 140, '2026-11-17T10:00:00Z');
  await give('David', 40, '2026-11-18T09:00:00Z');
  await give('Emma', 10, '2026-11-02T09:00:00Z');
  // Zoé has no points: she ranks nowhere.
});
afterAll(async () => {
  await t.close();
});

/** Within a tie, boards list users by id: the same order everywhere. */
function tieOrder(...names: string[]) {
  return [...names].sort((a, b) => (people[a]!.id < people[b]!.id ? -1 : 1));
}

async function board(period: string, cookie: string, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/leaderboard/${period}${query}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('leaderboards', () => {
  it('ranks lifetime points globally, ties sharing a rank and listed by id', async () => {
    const result = await board('global', people.Zoé!.cookie);
    expect(
      result.users.map((e: { user: { name: string }; rank: number; total_points: number }) => [
        e.user.name,
        e.rank,
        e.total_points,
      ]),
    ).toEqual([
      ['Alice', 1, 500],
      ...tieOrder('Bruno', 'Chloé').map((name) => [name, 2, 140]),
      ['David', 4, 40],
      ['Emma', 5, 10],
    ]);
    expect(result).toMatchObject({ period: 'global', me: null, total_users: 5, total_points: 830 });
    expect(result.users[0]).toMatchObject({
      level: 6,
      user: {
        display_name: 'Alice',
        level: 6,
        level_name: 'Pro+',
        total_points: 500,
        wash_streak: 0,
        total_washes: 0,
      },
    });
    expect(result.users[0].user).not.toHaveProperty('email');
  });

  it('sums this Zurich week only for the weekly board (Monday 00:00 Zurich)', async () => {
    const result = await board('weekly', people.Alice!.cookie);
    expect(
      result.users.map((e: { user: { name: string }; rank: number; total_points: number }) => [
        e.user.name,
        e.rank,
        e.total_points,
      ]),
    ).toEqual([['Chloé', 1, 140], ...tieOrder('Bruno', 'David').map((name) => [name, 2, 40])]);
    // Alice has lifetime points but none this week.
    expect(result.me).toBeNull();
    // The entry's points are the week's; user.total_points stays the lifetime total.
    const bruno = result.users.find((e: { user: { name: string } }) => e.user.name === 'Bruno');
    expect(bruno).toMatchObject({ total_points: 40, user: { total_points: 140 } });
  });

  it('sums this Zurich month for the monthly board', async () => {
    const result = await board('monthly', people.Emma!.cookie);
    expect(
      result.users.map((e: { user: { name: string }; total_points: number }) => [
        e.user.name,
        e.total_points,
      ]),
    ).toEqual([...tieOrder('Bruno', 'Chloé').map((name) => [name, 140]), ['David', 40], ['Emma', 10]]);
    expect(result.me).toMatchObject({ rank: 4, total_points: 10 });
  });

  it('gives the user’s own rank even outside the list', async () => {
    const result = await board('global', people.Emma!.cookie, '?limit=2');
    expect(result.users).toHaveLength(2);
    expect(result.me).toMatchObject({ rank: 5, total_points: 10, user: { name: 'Emma' } });
  });

  it('refuses an unknown board and a bad limit', async () => {
    const cookie = people.Alice!.cookie;
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/leaderboard/yearly',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Classement inconnu (global, weekly ou monthly)');
    for (const limit of ['0', '101', 'abc', '2.5']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/leaderboard/global?limit=${limit}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(/limit/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/leaderboard/global' })).statusCode).toBe(401);
  });
});

describe('period sums', () => {
  it('equal the ledger summed by Zurich week and month (what the migration backfills)', async () => {
    const fromLedger = await queryRows<{
      period: string;
      starts_on: string;
      user_id: string;
      points: number;
    }>(
      t.database.db,
      sql`SELECT 'week' AS period, to_char(date_trunc('week', created_at AT TIME ZONE 'Europe/Zurich'), 'YYYY-MM-DD') AS starts_on, user_id, sum(delta)::int AS points
          FROM points_ledger GROUP BY 2, 3
          UNION ALL
          SELECT 'month', to_char(date_trunc('month', created_at AT TIME ZONE 'Europe/Zurich'), 'YYYY-MM-DD'), user_id, sum(delta)::int
          FROM points_ledger GROUP BY 2, 3`,
    );
    const kept = await queryRows<{ period: string; starts_on: string; user_id: string; points: number }>(
      t.database.db,
      sql`SELECT period, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, user_id, points FROM period_points`,
    );
    const key = (row: { period: string; starts_on: string; user_id: string; points: number }) =>
      `${row.period}|${row.starts_on}|${row.user_id}|${Number(row.points)}`;
    expect(kept.map(key).sort()).toEqual(fromLedger.map(key).sort());
    // Bruno's Sunday 23:30 Zurich points belong to the previous week, his 00:30 Monday points to this one.
    expect(
      kept
        .filter((row) => row.user_id === people.Bruno!.id && row.period === 'week')
        .map(key)
        .sort(),
    ).toEqual([`week|2026-11-09|${people.Bruno!.id}|100`, `week|2026-11-16|${people.Bruno!.id}|40`]);
  });
});

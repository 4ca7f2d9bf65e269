import { zurichDay, zurichMonthStart, zurichWeekStart } from '@app/shared/domain/zurich-time';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { postWash, registerUser } from '../../testing/http';
import { createSecondInstance, createTestApp, type TestApp } from '../../testing/test-app';
import { recordPoints } from '../ledger/ledger.service';
import type { PeriodKind } from './board-memory';
import { presentBoard } from './leaderboard.presenter';
import * as repo from './leaderboard.repository';

// The boards in memory (decision 0026) must answer exactly what the SQL boards answer:
// ranks with ties, the member's own row, the players and their points, operators left out,
// each period at its Zurich boundaries, after any history and any change of role.

let t: TestApp;
let ids: string[] = [];

/** A small random generator with a seed, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Instants around the boundaries of Zurich weeks and months (CET and CEST alike). */
const INSTANTS = [
  '2026-03-29T21:59:59Z', // Sunday 23:59:59 CEST, the week of the DST change
  '2026-03-29T22:00:00Z', // Monday 00:00 CEST
  '2026-03-31T21:59:59Z', // 31 March 23:59:59 CEST
  '2026-03-31T22:00:00Z', // 1 April 00:00 CEST
  '2026-04-02T10:00:00Z',
  '2026-04-05T21:59:59Z',
  '2026-04-05T22:00:00Z',
];

async function memoryBoard(app: TestApp['app'], kind: 'global' | PeriodKind, limit: number, me: string) {
  return vi.waitFor(
    () => {
      const board = app.boards.board(kind, limit, me);
      if (!board) throw new Error('the copy is not ready');
      return board;
    },
    { timeout: 5_000, interval: 10 },
  );
}

async function sqlBoard(kind: 'global' | PeriodKind, limit: number, me: string) {
  const now = t.clock.now();
  if (kind === 'global') return repo.globalBoard(t.app.db, limit, me);
  return repo.periodBoard(
    t.app.db,
    kind,
    kind === 'week' ? zurichWeekStart(now) : zurichMonthStart(now),
    limit,
    me,
  );
}

async function expectSameBoards(sample: string[]) {
  // The test writes straight to the database: like a route would, it waits for its messages.
  t.app.boards.noteLocalWrite();
  await t.app.boards.caughtUp();
  for (const kind of ['global', 'week', 'month'] as const)
    for (const limit of [1, 3, 7, 100])
      for (const me of sample) {
        const fromMemory = await memoryBoard(t.app, kind, limit, me);
        expect(fromMemory, `${kind}, limit ${limit}, ${me}`).toEqual(await sqlBoard(kind, limit, me));
      }
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(INSTANTS[0] as string);
  const random = seeded(36);
  const rows = Array.from({ length: 40 }, (_, index) => ({
    email: `joueur${index}@exemple.ch`,
    name: `Joueur ${index}`,
    isAdmin: index % 13 === 0,
  }));
  ids = (await t.app.db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id);
  // A random history: few distinct totals, so that ties are many; some corrections below zero.
  for (let entry = 0; entry < 240; entry += 1) {
    const userId = ids[Math.floor(random() * 30)] as string;
    const delta = random() < 0.15 ? -10 : ([10, 10, 20, 30][Math.floor(random() * 4)] as number);
    await t.app.db.transaction((tx) =>
      recordPoints(tx, {
        userId,
        delta,
        reason: 'admin_adjustment',
        reference: null,
        idempotencyKey: `history:${entry}`,
        now: new Date(INSTANTS[Math.floor(random() * INSTANTS.length)] as string),
      }),
    );
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the boards in memory', () => {
  it('equal the SQL boards at every boundary of the history, for players, operators and newcomers', async () => {
    // Players, an operator (index 0), members without points (30 and up).
    const sample = [ids[0], ids[1], ids[2], ids[5], ids[13], ids[17], ids[29], ids[35]] as string[];
    for (const instant of INSTANTS) {
      t.clock.set(instant);
      await expectSameBoards(sample);
    }
  });

  it('follow a role given and taken back, a deleted member and a correction, as SQL does', async () => {
    t.clock.set('2026-04-02T10:00:00Z');
    const [operator, player, leaver] = [ids[1], ids[2], ids[3]] as [string, string, string];
    await t.app.db.update(users).set({ isAdmin: true }).where(eq(users.id, operator));
    await expectSameBoards([operator, player]);
    await t.app.db.update(users).set({ isAdmin: false }).where(eq(users.id, operator));
    await expectSameBoards([operator, player]);
    await t.app.db.delete(users).where(eq(users.id, leaver));
    await t.app.db.transaction((tx) =>
      recordPoints(tx, {
        userId: player,
        delta: 500,
        reason: 'admin_adjustment',
        reference: null,
        idempotencyKey: 'correction',
        now: t.clock.now(),
      }),
    );
    await expectSameBoards([operator, player, leaver]);
    expect((await memoryBoard(t.app, 'global', 1, player)).top[0]?.userId).toBe(player);
  });

  it('keep the public faces of each board’s top current, a renamed leader included', async () => {
    const leader = (await memoryBoard(t.app, 'global', 1, ids[0] as string)).top[0]?.userId as string;
    await t.app.db.update(users).set({ pseudo: 'Champion' }).where(eq(users.id, leader));
    await vi.waitFor(() => {
      const { found } = t.app.boards.facesOf([leader]);
      expect(found[0]?.pseudo).toBe('Champion');
    });
  });

  it('answer the live ranking as SQL does', async () => {
    t.clock.set('2026-04-02T10:00:00Z');
    const members = await t.app.db
      .select()
      .from(users)
      .where(inArray(users.id, ids.slice(0, 12)));
    for (const me of members) {
      const fromMemory = await vi.waitFor(() => {
        const rows = t.app.boards.liveRanking(me.totalPoints, t.clock.now());
        if (!rows) throw new Error('the copy is not ready');
        return rows;
      });
      expect(fromMemory).toEqual(await repo.liveRankingRows(t.app.db, me, t.clock.now()));
    }
  });
});

describe('the written answer', () => {
  it('is what the presenter makes of the SQL board, for a player and for the operator', async () => {
    t.clock.set('2026-04-02T10:00:00Z');
    const viewer = await registerUser(t.app, { name: 'Victor Lecteur' });
    expect((await postWash(t.app, viewer.cookie, 'Cernier II')).statusCode).toBe(201);
    const today = zurichDay(t.clock.now());
    for (const [period, kind] of [
      ['global', 'global'],
      ['weekly', 'week'],
      ['monthly', 'month'],
    ] as const) {
      for (const limit of [5, 50]) {
        await memoryBoard(t.app, kind, limit, viewer.user.id);
        const answer = await t.app.inject({
          method: 'GET',
          url: `/api/leaderboard/${period}?limit=${limit}`,
          headers: { cookie: viewer.cookie },
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        const board = await sqlBoard(kind, limit, viewer.user.id);
        const members = await repo.usersByIds(t.app.db, [
          ...board.top.map((row) => row.userId),
          viewer.user.id,
        ]);
        expect(answer.json()).toEqual(
          JSON.parse(JSON.stringify(presentBoard(period, board, members, today))),
        );
        // Asked again (now from what was written), the same.
        const again = await t.app.inject({
          method: 'GET',
          url: `/api/leaderboard/${period}?limit=${limit}`,
          headers: { cookie: viewer.cookie },
        });
        expect(again.body).toBe(answer.body);
      }
    }
  });
});

describe('two instances', () => {
  it('show a wash made on one on the other’s board within a second, from memory', async () => {
    const other = await createSecondInstance(t);
    try {
      t.clock.set('2026-04-02T10:00:00Z');
      const washer = await registerUser(t.app, { name: 'Laveuse Rapide' });
      await memoryBoard(other.app, 'week', 100, washer.user.id);
      expect((await postWash(t.app, washer.cookie, 'Saint-Blaise')).statusCode).toBe(201);
      const started = performance.now();
      await vi.waitFor(
        () => {
          const board = other.app.boards.board('week', 100, washer.user.id);
          expect(board?.me?.points).toBeGreaterThan(0);
        },
        { timeout: 1_000, interval: 5 },
      );
      expect(performance.now() - started).toBeLessThan(1_000);
      // The member's own instance shows it at the very next read.
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/leaderboard/weekly',
        headers: { cookie: washer.cookie },
      });
      expect(own.json().me.total_points).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});

// Only a server can cut the listening connection; the embedded engine lives in this process.
if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)
  describe('a lost listening connection', () => {
    it('sends the reads to SQL until it is back, then reads the copy again, changes made meanwhile included', async () => {
      t.clock.set('2026-04-02T10:00:00Z');
      const player = ids[4] as string;
      const viewer = await registerUser(t.app, { name: 'Vera Pendant' });
      await memoryBoard(t.app, 'global', 5, player);
      await t.app.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      await vi.waitFor(() => expect(t.database.listenerConnected()).toBe(false), {
        timeout: 2_000,
        interval: 5,
      });
      expect(t.app.boards.board('global', 5, player)).toBeNull();
      // Changed while nobody listens: the copy cannot have heard it.
      await t.app.db.update(users).set({ totalPoints: 99_999 }).where(eq(users.id, player));
      // The route reads the SQL board meanwhile: the change is there.
      const during = await t.app.inject({
        method: 'GET',
        url: '/api/leaderboard/global?limit=5',
        headers: { cookie: viewer.cookie },
      });
      expect(during.json().users[0]).toMatchObject({ total_points: 99_999, user: { id: player } });
      await vi.waitFor(() => expect(t.database.listenerConnected()).toBe(true), {
        timeout: 10_000,
        interval: 20,
      });
      const after = await memoryBoard(t.app, 'global', 5, player);
      expect(after.top[0]).toEqual({ userId: player, points: 99_999, rank: 1 });
      expect(after).toEqual(await sqlBoard('global', 5, player));
    });
  });

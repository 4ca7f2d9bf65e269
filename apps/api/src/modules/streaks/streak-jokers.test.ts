import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, pointsLedger, streakJokerUses, users } from '../../db/schema';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { twoInstances, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';
import { recordPoints } from '../ledger/ledger.service';

const instances = twoInstances();

async function streaks(t: TestApp, cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/streaks', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const buy = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/streaks/jokers', headers: { cookie } });

/** Sets a member's weekly streak and jokers as a history would have left them. */
async function standing(userId: string, values: Partial<typeof users.$inferInsert>) {
  const { a, b } = instances;
  if (Object.keys(values).length > 0)
    await a.database.db.update(users).set(values).where(eq(users.id, userId));
  a.app.authCache.forgetUser(userId);
  b.app.authCache.forgetUser(userId);
}

async function notesTitled(userId: string, title: string) {
  const rows = await instances.a.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));
  return rows;
}

describe('streak jokers', () => {
  it('earns one at 4 weeks, spends it on the Monday after an empty week (once, across two instances)', async () => {
    const { a, b } = instances;
    const { cookie, user } = await registerUser(a.app);
    for (const day of ['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24']) {
      a.clock.set(`${day}T10:00:00Z`);
      expect((await postWash(a.app, cookie)).statusCode).toBe(201);
    }
    expect(await streaks(a, cookie)).toMatchObject({
      current_streak: 4,
      jokers: 1,
      joker_price: 100,
      joker_weeks: 4,
    });
    const earned = await notesTitled(user.id, fr`Joker de série gagné 🃏`);
    expect(earned.map((note) => note.message)).toEqual([
      fr`4 semaines de suite : vous gagnez un joker. Il sauvera votre série si une semaine passe sans lavage.`,
    ]);

    // No wash the week of 30 November. Monday 7 December, 08:00 in Zurich: quiet hours, the
    // job waits, but the card already counts the joker as spent.
    a.clock.set('2026-12-07T07:00:00Z');
    expect(await a.app.streakJokers.run()).toBe(0);
    expect(await streaks(a, cookie)).toMatchObject({ current_streak: 4, jokers: 0 });
    // 09:00: both instances run at once; the joker is spent once.
    a.clock.set('2026-12-07T08:00:00Z');
    const spent = await Promise.all([a.app.streakJokers.run(), b.app.streakJokers.run()]);
    expect(spent[0] + spent[1]).toBe(1);
    const saved = await notesTitled(user.id, fr`Joker utilisé 🃏`);
    expect(saved.map((note) => note.message)).toEqual([fr`Votre joker a sauvé votre série de 4 semaines.`]);
    const uses = await a.database.db
      .select()
      .from(streakJokerUses)
      .where(eq(streakJokerUses.userId, user.id));
    expect(uses.map((use) => [use.week, use.streakCount])).toEqual([['2026-11-30', 4]]);
    // The next wash grows the saved streak.
    a.clock.set('2026-12-08T10:00:00Z');
    expect((await postWash(a.app, cookie)).statusCode).toBe(201);
    await standing(user.id, {});
    expect(await streaks(a, cookie)).toMatchObject({ current_streak: 5, jokers: 0 });
  });

  it('is not spent when a wash came, and a wash after two empty weeks spends two', async () => {
    const { a } = instances;
    const regular = await registerUser(a.app);
    await standing(regular.user.id, { weekStreak: 2, lastWashWeek: '2026-11-16', streakJokers: 1 });
    a.clock.set('2026-11-24T10:00:00Z');
    expect((await postWash(a.app, regular.cookie)).statusCode).toBe(201);
    a.clock.set('2026-11-30T09:00:00Z');
    await a.app.streakJokers.run();
    expect(await streaks(a, regular.cookie)).toMatchObject({ current_streak: 3, jokers: 1 });
    expect(await notesTitled(regular.user.id, fr`Joker utilisé 🃏`)).toHaveLength(0);

    const away = await registerUser(a.app);
    await standing(away.user.id, { weekStreak: 6, lastWashWeek: '2026-11-02', streakJokers: 2 });
    a.clock.set('2026-11-26T10:00:00Z');
    expect((await postWash(a.app, away.cookie)).statusCode).toBe(201);
    await standing(away.user.id, {});
    expect(await streaks(a, away.cookie)).toMatchObject({ current_streak: 7, jokers: 0 });
    const uses = await a.database.db
      .select()
      .from(streakJokerUses)
      .where(eq(streakJokerUses.userId, away.user.id));
    expect(uses.map((use) => use.week).sort()).toEqual(['2026-11-09', '2026-11-16']);

    // One joker does not save three empty weeks: the streak breaks and the joker is kept.
    const gone = await registerUser(a.app);
    await standing(gone.user.id, { weekStreak: 6, lastWashWeek: '2026-11-02', streakJokers: 1 });
    expect(await streaks(a, gone.cookie)).toMatchObject({ current_streak: 0, jokers: 1 });
  });

  it('is bought with points: 400 without enough, 409 at two, 400 when not for sale', async () => {
    const { a } = instances;
    a.clock.set('2026-11-25T10:00:00Z');
    const { cookie, user } = await registerUser(a.app);
    const poor = await buy(a, cookie);
    expect(poor.statusCode).toBe(400);
    expect(poor.json().detail).toBe(fr`Il vous faut 100 points pour acheter un joker de série.`);

    await a.database.db.transaction((tx) =>
      recordPoints(tx, {
        userId: user.id,
        delta: 250,
        reason: 'admin_adjustment',
        reference: 'test',
        idempotencyKey: `test:${user.id}`,
        now: a.clock.now(),
      }),
    );
    await standing(user.id, {});
    const first = await buy(a, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ jokers: 1, joker_price: 100 });
    expect((await buy(a, cookie)).json().jokers).toBe(2);
    const full = await buy(a, cookie);
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toBe(fr`Vous avez déjà 2 jokers de série, le maximum.`);
    const [row] = await a.database.db.select().from(users).where(eq(users.id, user.id));
    expect([row?.totalPoints, row?.streakJokers]).toEqual([50, 2]);
    const purchases = await a.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.reason, 'joker_purchase')));
    expect(purchases.map((entry) => entry.delta)).toEqual([-100, -100]);
    const history = await a.app.inject({
      method: 'GET',
      url: '/api/users/points-history',
      headers: { cookie },
    });
    expect(history.json().entries[0]).toMatchObject({ delta: -100, label: fr`Achat d’un joker de série` });

    // A joker bought never revives a streak already broken.
    const lapsed = await registerUser(a.app);
    await standing(lapsed.user.id, { weekStreak: 5, lastWashWeek: '2026-11-02', totalPoints: 300 });
    expect((await buy(a, lapsed.cookie)).json()).toMatchObject({ current_streak: 0, jokers: 1 });
    await standing(lapsed.user.id, { lastWashWeek: '2026-11-16' });
    expect(await streaks(a, lapsed.cookie)).toMatchObject({ current_streak: 0 });

    // The operator stops selling them.
    const admin = await registerAdmin(a.app);
    const put = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/points-scale',
      headers: { cookie: admin.cookie },
      payload: { scale: { joker_price: 0 } },
    });
    expect(put.statusCode).toBe(200);
    // The card reads the price at most every 10 s; a purchase reads it at once.
    const other = await registerUser(a.app);
    expect((await buy(a, other.cookie)).statusCode).toBe(400);
    a.clock.set('2026-11-25T10:01:00Z');
    expect((await streaks(a, other.cookie)).joker_price).toBeNull();
    const closed = await buy(a, other.cookie);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().detail).toBe(fr`Le joker de série n’est pas en vente pour le moment.`);
    expect((await a.app.inject({ method: 'POST', url: '/api/streaks/jokers' })).statusCode).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { postWash, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/viral/streaks', () => {
  it('counts weekly streaks, unlocks animations and notifies the tier once', async () => {
    const { cookie, user } = await registerUser(t.app);
    const streaks = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/viral/streaks', headers: { cookie } })).json();
    t.clock.set('2026-11-02T10:00:00Z');
    expect(await streaks()).toEqual({
      current_streak: 0,
      longest_streak: 0,
      daily_streak: 0,
      tier: null,
      message: fr`Lavez votre voiture cette semaine pour lancer votre série !`,
      animations: [],
      jokers: 0,
      joker_price: 100,
      joker_weeks: 4,
    });
    // Sunday evening, then Monday morning: two weeks in a row, and two days in a row.
    for (const instant of ['2026-11-08T18:00:00Z', '2026-11-09T08:00:00Z', '2026-11-10T08:00:00Z']) {
      t.clock.set(instant);
      const response = await postWash(t.app, cookie, 'Cernier I');
      expect(response.statusCode).toBe(201);
    }
    expect(await streaks()).toMatchObject({
      current_streak: 2,
      longest_streak: 2,
      daily_streak: 3,
      tier: 'sparkles',
      animations: ['sparkles'],
    });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    const tierNotes = notes.filter((n) => n.title.startsWith('Nouvelle animation'));
    expect(tierNotes).toHaveLength(1);
    expect(tierNotes[0]?.data).toEqual({ streak_count: 2, streak_unit: 'weeks' });

    // Still alive the week after; broken after a whole week without a wash.
    t.clock.set('2026-11-20T10:00:00Z');
    expect((await streaks()).current_streak).toBe(2);
    t.clock.set('2026-11-24T10:00:00Z');
    expect(await streaks()).toMatchObject({
      current_streak: 0,
      longest_streak: 2,
      daily_streak: 0,
      animations: [],
    });
  });
});

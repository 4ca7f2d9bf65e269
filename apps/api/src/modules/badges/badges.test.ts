import { autopilot } from '@app/shared/domain/snake-autopilot';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pointsLedger, userBadges } from '../../db/schema';
import { postWash, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { recordPoints } from '../ledger/ledger.service';
import { fr } from '../../testing/french';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function unlocked(userId: string) {
  const rows = await t.database.db.select().from(userBadges).where(eq(userBadges.userId, userId));
  return rows.map((row) => row.badgeId).sort();
}

async function badgeLedger(userId: string, badgeId: string) {
  return t.database.db
    .select()
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.reason, 'badge'),
        eq(pointsLedger.reference, badgeId),
      ),
    );
}

async function washAt(cookie: string, instant: string, station = 'Cernier I') {
  t.clock.set(instant);
  const response = await postWash(t.app, cookie, station);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

describe('badge definitions', () => {
  it('are at least 24, over every category and rarity, with the named ids', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/badges/definitions',
      headers: { cookie },
    });
    const list = response.json().badges as {
      id: string;
      category: string;
      rarity: string;
      points_reward: number;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(new Set(list.map((badge) => badge.category))).toEqual(
      new Set(['frequency', 'performance', 'streak', 'location', 'temporal', 'rare', 'event']),
    );
    expect(new Set(list.map((badge) => badge.rarity))).toEqual(
      new Set(['common', 'rare', 'epic', 'legendary', 'mythic']),
    );
    for (const id of [
      'first_wash',
      'streak_3',
      'all_stations',
      'early_bird',
      'night_owl',
      'weekend_warrior',
      'first_share',
      'first_review',
      'first_referral',
      'level_5',
      'snake_first_game',
      'snake_podium',
    ])
      expect(list.map((badge) => badge.id)).toContain(id);
    const categories = await t.app.inject({
      method: 'GET',
      url: '/api/badges/categories',
      headers: { cookie },
    });
    expect(categories.json().categories.temporal).toEqual({
      label: 'Horaires',
      badge_ids: ['early_bird', 'night_owl', 'weekend_warrior'],
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/badges/user', headers: { cookie } });
    expect(mine.json().stats).toMatchObject({ total_unlocked: 0, completion_percentage: 0 });
    expect(mine.json().badges.every((badge: { unlocked: boolean }) => !badge.unlocked)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/badges/user' })).statusCode).toBe(401);
  });
});

describe('badges unlock from their events', () => {
  it('first wash, early bird, weekend, streak of 3 and all stations from washes', async () => {
    const { cookie, user } = await registerUser(t.app);
    await washAt(cookie, '2026-11-20T06:30:00Z', 'Cernier I'); // Friday 07:30 Zurich
    expect(await unlocked(user.id)).toEqual(['early_bird', 'first_wash']);
    await washAt(cookie, '2026-11-21T12:00:00Z', 'Cernier II'); // Saturday
    expect(await unlocked(user.id)).toContain('weekend_warrior');
    await washAt(cookie, '2026-11-22T18:00:00Z', 'Saint-Blaise'); // Sunday 19:00 Zurich, third day
    expect(await unlocked(user.id)).toEqual(
      expect.arrayContaining(['streak_3', 'all_stations', 'night_owl', 'weekend_warrior']),
    );
    const mine = (await t.app.inject({ method: 'GET', url: '/api/badges/user', headers: { cookie } })).json();
    const firstWash = mine.badges.find((badge: { id: string }) => badge.id === 'first_wash');
    expect(firstWash).toMatchObject({
      unlocked: true,
      unlocked_at: '2026-11-20T06:30:00.000Z',
      is_showcased: false,
    });
    expect(mine.stats.total_unlocked).toBe((await unlocked(user.id)).length);
    const note = (
      await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    ).find((row) => (row.data as { badge_id?: string } | null)?.badge_id === 'first_wash');
    expect(note).toMatchObject({ type: 'reward' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/viral/notifications',
      headers: { cookie },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().notifications).toContainEqual(
      expect.objectContaining({
        type: 'reward',
        data: { badge_id: 'first_wash', badge_name: 'Premier lavage', icon: '🚿', points: 10 },
      }),
    );
    expect(await badgeLedger(user.id, 'first_wash')).toHaveLength(1);
  });

  it('first share, first review and level 5 from their bonuses and points', async () => {
    const { cookie, user } = await registerUser(t.app);
    const washId = await washAt(cookie, '2026-11-18T10:00:00Z');
    await t.app.inject({
      method: 'POST',
      url: '/api/social/share',
      headers: { cookie },
      payload: { platform: 'instagram', wash_id: washId },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/washes/${washId}/google-review`,
      headers: { cookie },
      payload: { station: 'Cernier I' },
    });
    expect(await unlocked(user.id)).toEqual(expect.arrayContaining(['first_review', 'first_share']));
    expect(await unlocked(user.id)).not.toContain('level_5');
    await t.database.db.transaction((tx) =>
      recordPoints(tx, {
        userId: user.id,
        delta: 400,
        reason: 'admin_adjustment',
        reference: null,
        idempotencyKey: `test-level-${user.id}`,
        now: t.clock.now(),
      }),
    );
    expect(await unlocked(user.id)).toContain('level_5');
  });

  it('first referral at the friend’s first validated wash', async () => {
    const referrer = await registerUser(t.app);
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/viral/init-user-data',
      headers: { cookie: referrer.cookie },
    });
    const friend = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/viral/referral/use-code?referral_code=${init.json().referral_code}`,
      headers: { cookie: friend.cookie },
    });
    expect(await unlocked(referrer.user.id)).not.toContain('first_referral');
    await washAt(friend.cookie, '2026-11-18T11:00:00Z');
    expect(await unlocked(referrer.user.id)).toContain('first_referral');
  });

  it('snake first game from a submitted score', async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const { cookie, user } = await registerUser(t.app);
    const game = (
      await t.app.inject({ method: 'POST', url: '/api/games/snake/start', headers: { cookie } })
    ).json();
    const run = autopilot(game.seed, 2);
    t.clock.advance(Math.ceil(run.ticks * 0.3) * 1000);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/games/snake/submit-score',
      headers: { cookie },
      payload: {
        game_id: game.game_id,
        score: run.score,
        duration: Math.ceil(run.ticks * 0.3),
        moves: run.moves,
      },
    });
    expect(submitted.statusCode).toBe(200);
    expect(await unlocked(user.id)).toEqual(['snake_first_game']);
  });

  it('pays each badge once under 10 concurrent triggering requests', async () => {
    const { cookie, user } = await registerUser(t.app);
    t.clock.set('2026-11-18T13:00:00Z');
    const stations = ['Cernier I', 'Cernier II', 'Saint-Blaise'];
    const washes = await Promise.all(
      Array.from({ length: 10 }, (_, index) => postWash(t.app, cookie, stations[index % 3])),
    );
    expect(washes.every((response) => response.statusCode < 500)).toBe(true);
    const washId = washes.find((response) => response.statusCode === 201)!.json().id;
    const shares = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/social/share',
          headers: { cookie },
          payload: { platform: index % 2 ? 'tiktok' : 'instagram', wash_id: washId },
        }),
      ),
    );
    expect(shares.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const id of ['first_wash', 'first_share']) expect(await badgeLedger(user.id, id)).toHaveLength(1);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(
      notes.filter((row) => (row.data as { badge_id?: string } | null)?.badge_id === 'first_wash'),
    ).toHaveLength(1);
  });
});

describe('showcase and member card', () => {
  it('shows up to 9 unlocked badges on the public card, without e-mail', async () => {
    const { cookie, user, body } = await registerUser(t.app, { name: 'Vitrine Test' });
    await washAt(cookie, '2026-11-21T06:30:00Z'); // Saturday 07:30 Zurich: 3 badges
    const showcase = (badge_ids: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/badges/showcase',
        headers: { cookie },
        payload: { badge_ids },
      });

    const ten = Array.from({ length: 10 }, (_, index) => `badge_${index}`);
    expect((await showcase(ten)).json().detail).toBe(fr`Maximum 9 badges en vitrine !`);
    expect((await showcase(['washes_100'])).json().detail).toBe(
      'Seuls les badges débloqués peuvent aller en vitrine',
    );
    expect((await showcase('first_wash')).statusCode).toBe(400);
    const saved = await showcase(['first_wash', 'early_bird', 'first_wash']);
    expect(saved.json()).toEqual({ success: true, message: fr`Vitrine mise à jour avec succès !` });

    const viewer = await registerUser(t.app);
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/card`,
      headers: { cookie: viewer.cookie },
    });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({ id: user.id, name: 'Vitrine', level: expect.any(Number) });
    expect(card.json().showcased_badges.map((badge: { id: string }) => badge.id)).toEqual([
      'first_wash',
      'early_bird',
    ]);
    expect(card.body).not.toContain(body.email);
    expect(card.body).not.toContain('Test');

    expect((await showcase([])).statusCode).toBe(200);
    const emptied = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/card`,
      headers: { cookie: viewer.cookie },
    });
    expect(emptied.json().showcased_badges).toEqual([]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000/card',
      headers: { cookie: viewer.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/abc/card', headers: { cookie } })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${user.id}/card` })).statusCode).toBe(401);
  });
});

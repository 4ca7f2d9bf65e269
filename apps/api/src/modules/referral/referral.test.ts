import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pointsLedger, users } from '../../db/schema';
import { postWash, registerUser, sessionCookieOf } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function initData(cookie: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/viral/init-user-data',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { referral_code: string; referrals_count: number; referred_by: string | null };
}

function useCode(cookie: string, code: string, inBody = false) {
  return t.app.inject({
    method: 'POST',
    url: inBody
      ? '/api/viral/referral/use-code'
      : `/api/viral/referral/use-code?referral_code=${encodeURIComponent(code)}`,
    headers: { cookie },
    payload: inBody ? { referral_code: code } : undefined,
  });
}

async function pointsOf(userId: string) {
  const [row] = await t.database.db
    .select({ points: users.totalPoints })
    .from(users)
    .where(eq(users.id, userId));
  return row?.points;
}

async function ledgerRows(userId: string, reason: 'referral_referrer' | 'referral_referred') {
  return t.database.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, reason)));
}

describe('POST /api/viral/init-user-data', () => {
  it('makes a 6-character code without ambiguous characters, stable afterwards', async () => {
    const { cookie } = await registerUser(t.app);
    const first = await initData(cookie);
    expect(first.referral_code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(first).toMatchObject({ referrals_count: 0, referred_by: null });
    expect((await initData(cookie)).referral_code).toBe(first.referral_code);
  });
});

describe('POST /api/viral/referral/use-code', () => {
  it('refuses an empty, unknown or own code, then gives +50 once and pays the referrer at the first wash only', async () => {
    const referrer = await registerUser(t.app, { name: 'Paul Parrain' });
    const { referral_code: code } = await initData(referrer.cookie);
    const friend = await registerUser(t.app, { name: 'Fanny Filleule' });

    for (const [sent, detail] of [
      ['   ', 'Veuillez entrer un code de parrainage'],
      ['ZZZZZZ', 'Code de parrainage invalide'],
    ] as const) {
      const refused = await useCode(friend.cookie, sent);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, detail });
    }
    const own = await useCode(referrer.cookie, code);
    expect(own.json().detail).toBe('Vous ne pouvez pas utiliser votre propre code de parrainage');

    const used = await useCode(friend.cookie, `  ${code.toLowerCase()} `);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({
      success: true,
      message: fr`Code de parrainage validé ! Vous recevez 50 points.`,
      bonus_points: 50,
    });
    expect(await pointsOf(friend.user.id)).toBe(50);
    expect((await initData(friend.cookie)).referred_by).toBe('Paul');
    const second = await useCode(friend.cookie, code, true);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe('Vous avez déjà utilisé un code de parrainage');

    // Nothing for the referrer until the friend's first validated wash.
    expect(await pointsOf(referrer.user.id)).toBe(0);
    expect((await initData(referrer.cookie)).referrals_count).toBe(0);
    t.clock.set('2026-11-16T10:00:00Z');
    expect((await postWash(t.app, friend.cookie, 'Cernier I')).statusCode).toBe(201);
    expect((await postWash(t.app, friend.cookie, 'Cernier II')).statusCode).toBe(201);
    expect(await ledgerRows(referrer.user.id, 'referral_referrer')).toHaveLength(1);
    // 100, and 30 for the first-referral badge.
    expect(await pointsOf(referrer.user.id)).toBe(130);
    expect((await initData(referrer.cookie)).referrals_count).toBe(1);

    const referrerNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referrer.user.id), eq(notifications.type, 'referral')));
    expect(referrerNotes.map((note) => note.title).sort()).toEqual([
      fr`Parrainage récompensé ! 🎉`,
      'Un ami a utilisé votre code 🤝',
    ]);
    const friendNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, friend.user.id), eq(notifications.type, 'referral')));
    expect(friendNotes).toHaveLength(1);
  });

  it('gives the referrer nothing for accounts that never wash', async () => {
    const referrer = await registerUser(t.app);
    const { referral_code: code } = await initData(referrer.cookie);
    for (let i = 0; i < 3; i++) {
      const fake = await registerUser(t.app);
      expect((await useCode(fake.cookie, code)).statusCode).toBe(200);
    }
    expect(await pointsOf(referrer.user.id)).toBe(0);
    expect((await initData(referrer.cookie)).referrals_count).toBe(0);
  });

  it('pays the referrer once when the first washes arrive all at once', async () => {
    const referrer = await registerUser(t.app);
    const { referral_code: code } = await initData(referrer.cookie);
    const friend = await registerUser(t.app);
    await useCode(friend.cookie, code);
    t.clock.set('2026-11-18T10:00:00Z');
    const stations = ['Cernier I', 'Cernier II', 'Saint-Blaise'];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => postWash(t.app, friend.cookie, stations[index % 3])),
    );
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    expect(await ledgerRows(referrer.user.id, 'referral_referrer')).toHaveLength(1);
    // 100, and 30 for the first-referral badge.
    expect(await pointsOf(referrer.user.id)).toBe(130);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/viral/referral/use-code?referral_code=ABCDEF',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('registration with a referral code', () => {
  it('applies a valid code (+50 at once) and refuses an invalid one without creating the account', async () => {
    const referrer = await registerUser(t.app, { name: 'Rita Marraine' });
    const { referral_code: code } = await initData(referrer.cookie);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'filleul-lien@exemple.ch',
        password: 'motdepasse',
        name: 'Léo',
        favorite_station: 'Saint-Blaise',
        referral_code: code.toLowerCase(),
      },
      remoteAddress: '10.9.9.1',
    });
    expect(good.statusCode).toBe(201);
    expect(good.json().user.total_points).toBe(50);
    const newUser = good.json().user.id as string;
    expect(await ledgerRows(newUser, 'referral_referred')).toHaveLength(1);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'filleul-faux@exemple.ch',
        password: 'motdepasse',
        name: 'Zoé',
        favorite_station: 'Saint-Blaise',
        referral_code: 'NOPE22',
      },
      remoteAddress: '10.9.9.2',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Code de parrainage invalide');
    const created = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'filleul-faux@exemple.ch'));
    expect(created).toHaveLength(0);
  });

  it('never pays two referrals for one e-mail address, even after the account is deleted', async () => {
    const referrer = await registerUser(t.app, { name: 'Rosa Marraine' });
    const { referral_code: code } = await initData(referrer.cookie);
    const register = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: 'Revenant@Exemple.ch',
          password: 'motdepasse',
          name: 'Revenant',
          favorite_station: 'Cernier I',
          referral_code: code,
        },
        remoteAddress,
      });
    const first = await register('10.9.8.1');
    expect(first.statusCode).toBe(201);
    const firstCookie = sessionCookieOf(first);
    expect((await postWash(t.app, firstCookie, 'Cernier I')).statusCode).toBe(201);
    expect(await ledgerRows(referrer.user.id, 'referral_referrer')).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/account',
      headers: { cookie: firstCookie },
    });
    expect(deleted.statusCode).toBe(200);

    // The same address, the same code: the account is made, the code pays nobody.
    const again = await register('10.9.8.2');
    expect(again.statusCode).toBe(201);
    expect(again.json().user.total_points).toBe(0);
    const cookie = sessionCookieOf(again);
    t.clock.advance(86_400_000);
    expect((await postWash(t.app, cookie, 'Cernier II')).statusCode).toBe(201);
    expect(await ledgerRows(referrer.user.id, 'referral_referrer')).toHaveLength(1);
    // Typed afterwards, the code is refused in words.
    const typed = await useCode(cookie, code, true);
    expect(typed.statusCode).toBe(409);
    expect(typed.json().detail).toBe('Cette adresse e-mail a déjà été parrainée');
    expect(await ledgerRows(again.json().user.id, 'referral_referred')).toHaveLength(0);
  });
});

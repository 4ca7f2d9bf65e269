import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { registerUser, sessionCookieOf } from '../../testing/http';
import { fr } from '../../testing/french';
import { freshIp, t, useAuthApp, userCount } from '../../testing/auth-fixture';

useAuthApp();

describe('POST /api/auth/register', () => {
  it('creates the account, opens a session and answers the user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshIp(),
      payload: {
        email: '  Marie.Dupont@Exemple.CH ',
        password: 'lavage-2026',
        name: ' Marie Dupont ',
        favorite_station: 'Saint-Blaise',
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: fr`Compte créé avec succès !`,
      user: {
        email: 'marie.dupont@exemple.ch',
        name: 'Marie Dupont',
        display_name: 'Marie Dupont',
        pseudo: null,
        favorite_station: 'Saint-Blaise',
        total_points: 0,
        level: 1,
        level_name: 'Rookie',
        wash_streak: 0,
        total_washes: 0,
        is_admin: false,
        notifications_count: 0,
      },
    });
    expect(body.user.created_at).toBe(t.clock.now().toISOString());
    const cookie = response.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(new Date(cookie!.expires!).getTime() - t.clock.now().getTime()).toBe(30 * 24 * 3600 * 1000);
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('marie.dupont@exemple.ch');
  });

  it('stores an argon2id hash and a hashed session token, never the secrets', async () => {
    const { user, cookie } = await registerUser(t.app, { password: 'un-secret-123' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const token = cookie.split('=')[1]!;
    const stored = await t.database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it('refuses an email that is already taken, ignoring case and spaces', async () => {
    await registerUser(t.app, { email: 'deja@exemple.ch' });
    const before = await userCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshIp(),
      payload: {
        email: ' DEJA@exemple.ch',
        password: 'lavage-2026',
        name: 'Autre',
        favorite_station: 'Cernier I',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      detail: 'Un compte existe déjà avec cette adresse email',
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses one of the 10,000 most common passwords, in French, and creates nothing', async () => {
    const before = await userCount();
    for (const password of ['password', '123456789', 'Soleil', 'azerty']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: freshIp(),
        payload: { email: 'commun@exemple.ch', password, name: 'Commun', favorite_station: 'Cernier I' },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().detail).toBe(
        fr`Ce mot de passe fait partie des plus courants : choisissez-en un plus difficile à deviner.`,
      );
    }
    expect(await userCount()).toBe(before);
  });

  it('lets exactly one of two simultaneous registrations of one email through', async () => {
    const payload = {
      email: 'course@exemple.ch',
      password: 'lavage-2026',
      name: 'Course',
      favorite_station: 'Cernier II',
    };
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshIp(), payload }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    [
      { email: 'pas-un-email', password: 'lavage-2026', name: 'A', favorite_station: 'Cernier I' },
      'L’adresse email n’est pas valide',
    ],
    [
      { email: 'a@b.ch', password: '12345', name: 'A', favorite_station: 'Cernier I' },
      'Le mot de passe doit contenir au moins 6 caractères',
    ],
    [
      { email: 'a@b.ch', password: 'lavage-2026', name: '   ', favorite_station: 'Cernier I' },
      'Le nom est requis',
    ],
    [{ email: 'a@b.ch', password: 'lavage-2026', favorite_station: 'Cernier I' }, 'Le nom est requis'],
    [
      { email: 'a@b.ch', password: 'lavage-2026', name: 'A', favorite_station: 'Genève' },
      'Veuillez choisir une station valide',
    ],
    [
      { email: 42, password: 'lavage-2026', name: 'A', favorite_station: 'Cernier I' },
      'L’adresse email est requise',
    ],
    [
      { email: 'a@b.ch', password: 'x'.repeat(129), name: 'A', favorite_station: 'Cernier I' },
      'Le mot de passe ne peut pas dépasser 128 caractères',
    ],
    [
      { email: 'a@b.ch', password: 'lavage-2026', name: 'x'.repeat(81), favorite_station: 'Cernier I' },
      'Le nom ne peut pas dépasser 80 caractères',
    ],
    // A name that would turn the text after it around, or copy another member's.
    [
      { email: 'a@b.ch', password: 'lavage-2026', name: 'Léa\u202eetihW', favorite_station: 'Cernier I' },
      'Le nom ne peut pas contenir de caractères invisibles',
    ],
    [
      { email: 'a@b.ch', password: 'lavage-2026', name: 'Lé\u200ba', favorite_station: 'Cernier I' },
      'Le nom ne peut pas contenir de caractères invisibles',
    ],
    // Hangul fillers are letters that show nothing: a name of three registered blank.
    [
      { email: 'a@b.ch', password: 'lavage-2026', name: '\u3164\u3164\u3164', favorite_station: 'Cernier I' },
      'Le nom ne peut pas contenir de caractères invisibles',
    ],
    [
      { email: 'a@b.ch', password: 'lavage-2026', name: 'Léa\u2028x', favorite_station: 'Cernier I' },
      'Le nom ne peut pas contenir de caractères invisibles',
    ],
  ])('refuses %j with a French detail and creates nothing', async (payload, detail) => {
    const before = await userCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshIp(),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, detail });
    expect(await userCount()).toBe(before);
  });

  it('limits registrations per address (429 with a French detail)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: {
          email: `limite${i}@exemple.ch`,
          password: 'lavage-2026',
          name: 'Limite',
          favorite_station: 'Cernier I',
        },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().detail).toBe('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
        // Every 429 says when to come back: the rest of the hour's window.
        expect(response.headers['retry-after']).toBe('3600');
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    // A new window opens after an hour.
    t.clock.advance(61 * 60_000);
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      payload: {
        email: 'limite-apres@exemple.ch',
        password: 'lavage-2026',
        name: 'Limite',
        favorite_station: 'Cernier I',
      },
    });
    expect(later.statusCode).toBe(201);
  });
});

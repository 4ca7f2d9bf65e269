import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser, sessionCookieOf } from '../../testing/http';
import { fr } from '../../testing/french';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function userCount() {
  const rows = await t.database.db.select({ value: count() }).from(users);
  return rows[0]?.value ?? 0;
}

let ipCounter = 0;
/** Each test speaks from its own address so the per-IP limits do not leak between tests. */
function freshIp() {
  ipCounter += 1;
  return `192.168.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

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

describe('POST /api/auth/login', () => {
  it('signs in with the right password', async () => {
    const { body } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      payload: { email: body.email.toUpperCase(), password: body.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Connexion réussie',
      user: { email: body.email },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers the same generic 401 for a wrong password and an unknown email', async () => {
    const { body } = await registerUser(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      payload: { email: body.email, password: 'mauvais-mdp' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      payload: { email: 'personne@exemple.ch', password: 'mauvais-mdp' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, detail: 'Email ou mot de passe incorrect' });
      expect(response.cookies.find((c) => c.name === 'session')).toBeUndefined();
    }
  });

  it('does not lock the owner out after wrong passwords for her e-mail from other addresses', async () => {
    const { body } = await registerUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: freshIp(),
        payload: { email: body.email, password: 'faux-mdp' },
      });
      expect(response.statusCode).toBe(401);
    }
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      payload: { email: body.email, password: body.password },
    });
    expect(own.statusCode).toBe(200);
  });

  it('makes one address wait longer and longer after wrong passwords for one e-mail', async () => {
    const { body } = await registerUser(t.app);
    const ip = freshIp();
    const attempt = (password = 'faux-mdp') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: body.email, password },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);
    // After five failures, the next try waits 30 s, even with the right password.
    const early = await attempt(body.password);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      success: false,
      detail: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    });
    expect(Number(early.headers['retry-after'])).toBe(30);
    // Another address is not held back.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      payload: { email: body.email, password: body.password },
    });
    expect(elsewhere.statusCode).toBe(200);
    t.clock.advance(30_000);
    expect((await attempt()).statusCode).toBe(401);
    // The sixth failure doubles the wait.
    const doubled = await attempt();
    expect(doubled.statusCode).toBe(429);
    expect(Number(doubled.headers['retry-after'])).toBe(60);
    t.clock.advance(60_000);
    expect((await attempt(body.password)).statusCode).toBe(200);
    // A success forgets the failures.
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
  });

  it('evaluates five of 30 wrong passwords sent at once, not more', async () => {
    const { body } = await registerUser(t.app);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { email: body.email, password: 'faux-mdp' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('limits attempts per address across emails', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: `inconnu${i}@exemple.ch`, password: 'faux-mdp' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('makes one address wait after asking about taken e-mails too often at registration', async () => {
    const { body } = await registerUser(t.app);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: { ...body, password: 'lavage-2026' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429, 429]);
  });

  it('refuses a missing password with a French detail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      payload: { email: 'a@b.ch' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, detail: 'Le mot de passe est requis' });
  });
});

describe('sessions', () => {
  it('answers 401 to /me without a session or with a forged one', async () => {
    for (const headers of [
      {},
      { cookie: 'session=forged-token' },
      { cookie: `session=${'x'.repeat(500)}` },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, detail: 'Vous devez être connecté' });
    }
  });

  it('logout deletes the session and clears the cookie', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Déconnexion réussie' });
    const cleared = response.cookies.find((c) => c.name === 'session');
    expect(cleared?.value).toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('logout without a session still answers success', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('slides: a session used within 30 days lives on, an idle one expires', async () => {
    const { cookie } = await registerUser(t.app);
    t.clock.advance(20 * 24 * 3600_000);
    const renewed = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(renewed.statusCode).toBe(200);
    const again = renewed.cookies.find((c) => c.name === 'session');
    expect(new Date(again!.expires!).getTime()).toBe(t.clock.now().getTime() + 30 * 24 * 3600_000);
    // A request soon after does not rewrite the session.
    t.clock.advance(3600_000);
    const quiet = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(quiet.cookies.find((c) => c.name === 'session')).toBeUndefined();
    t.clock.advance(29 * 24 * 3600_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    t.clock.advance(31 * 24 * 3600_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/auth/session', () => {
  it('exchanges a one-time id for a session, once', async () => {
    const { user } = await registerUser(t.app);
    const ticket = await t.app.authService.issueLoginTicket(user.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      remoteAddress: freshIp(),
      headers: { 'x-session-id': ticket },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { id: user.id } });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(me.json().id).toBe(user.id);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      remoteAddress: freshIp(),
      headers: { 'x-session-id': ticket },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().detail).toBe('Identifiant de session invalide ou expiré');
  });

  it('refuses an expired, unknown or missing id', async () => {
    const { user } = await registerUser(t.app);
    const ticket = await t.app.authService.issueLoginTicket(user.id);
    t.clock.advance(3 * 60_000);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      remoteAddress: freshIp(),
      headers: { 'x-session-id': ticket },
    });
    expect(expired.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      remoteAddress: freshIp(),
      headers: { 'x-session-id': 'inconnu' },
    });
    expect(unknown.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      remoteAddress: freshIp(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, detail: 'En-tête X-Session-ID requis' });
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin and changes nothing', async () => {
    const before = await userCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshIp(),
      headers: { origin: 'https://evil.example' },
      payload: {
        email: 'evil@exemple.ch',
        password: 'lavage-2026',
        name: 'Evil',
        favorite_station: 'Cernier I',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      detail: fr`Requête refusée : origine non autorisée`,
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a call the browser marks as cross-site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the app’s own origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshIp(),
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: {
        email: 'proprio@exemple.ch',
        password: 'lavage-2026',
        name: 'Proprio',
        favorite_station: 'Cernier I',
      },
    });
    expect(response.statusCode).toBe(201);
  });
});

import { describe, expect, it } from 'vitest';
import { registerUser, sessionCookieOf } from '../../testing/http';
import { fr } from '../../testing/french';
import { freshIp, t, useAuthApp, userCount } from '../../testing/auth-fixture';

useAuthApp();

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

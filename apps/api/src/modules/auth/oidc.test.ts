import { exportPKCS8, generateKeyPair, jwtVerify, decodeProtectedHeader } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcFlows, userIdentities, users } from '../../db/schema';
import { registerUser, sessionCookieOf } from '../../testing/http';
import { startTestProvider } from '../../testing/oidc-provider';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { appleClientSecret } from './oidc';

const PUBLIC_URL = 'http://eclat.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/google/callback`;

let provider: Awaited<ReturnType<typeof startTestProvider>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestProvider([
    { clientId: 'eclat-web', clientSecret: 'secret-eclat-web-0123456789', redirectUris: [CALLBACK] },
    { clientId: 'autre-app', clientSecret: 'secret-autre-app-0123456789', redirectUris: [CALLBACK] },
  ]);
  t = await createTestApp({
    config: {
      publicUrl: PUBLIC_URL,
      oidc: {
        google: {
          clientId: 'eclat-web',
          clientSecret: 'secret-eclat-web-0123456789',
          issuer: provider.issuer,
        },
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** The state cookie the start call gave the browser, ready for a Cookie header. */
function stateCookieOf(start: { cookies: { name: string; value: string }[] }, provider = 'google') {
  const cookie = start.cookies.find((candidate) => candidate.name === `oidc_${provider}`);
  if (!cookie) throw new Error('no state cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** From the start call to the callback's redirect, as the browser goes. */
async function signInAtProvider(login: string, tamper?: (callback: URL) => void, startQuery = '') {
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/oidc/google/start${startQuery}` });
  expect(start.statusCode).toBe(302);
  const callback = await provider.authorize(start.headers.location as string, login, PUBLIC_URL);
  tamper?.(callback);
  // Every cookie the start gave, as the browser sends them back (the state, the language).
  const cookies = start.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`);
  const answer = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: [stateCookieOf(start), ...cookies].join('; ') },
  });
  expect(answer.statusCode).toBe(303);
  return answer.headers.location as string;
}

async function exchange(location: string) {
  const ticket = decodeURIComponent(location.replace('/#session_id=', ''));
  return t.app.inject({ method: 'POST', url: '/api/auth/session', headers: { 'x-session-id': ticket } });
}

describe('sign-in with an OpenID provider', () => {
  it('lists only the configured providers; an unconfigured one answers 404', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ providers: ['google'], password_reset: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/oidc/apple/start' })).statusCode).toBe(404);
  });

  it('creates the account at the first sign-in and finds it again at the second', async () => {
    provider.accounts.set('g-100', {
      email: 'lea.google@exemple.ch',
      email_verified: true,
      name: 'Léa Google',
    });
    const location = await signInAtProvider('g-100');
    expect(location).toMatch(/^\/#session_id=/);
    const session = await exchange(location);
    expect(session.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieOf(session) },
    });
    expect(me.json()).toMatchObject({ name: 'Léa Google', email: 'lea.google@exemple.ch' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'lea.google@exemple.ch'));
    expect(row).toMatchObject({ authProvider: 'google', passwordHash: null });

    const again = await exchange(await signInAtProvider('g-100'));
    const meAgain = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieOf(again) },
    });
    expect(meAgain.json().id).toBe(me.json().id);
    expect(
      await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, me.json().id)),
    ).toHaveLength(1);
  });

  it('keeps the sign-in screen’s language on an account it creates, and only then', async () => {
    provider.accounts.set('g-de', { email: 'jonas.google@exemple.ch', email_verified: true, name: 'Jonas' });
    const location = await signInAtProvider('g-de', undefined, '?locale=de-CH');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieOf(await exchange(location)) },
    });
    expect(me.json()).toMatchObject({ email: 'jonas.google@exemple.ch', locale: 'de-CH' });
    // Signing in again from a screen in another language changes nothing: the profile does.
    await signInAtProvider('g-de', undefined, '?locale=en');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'jonas.google@exemple.ch'));
    expect(row?.locale).toBe('de-CH');
    // An unknown language is ignored, not an error: the account has none (the device decides).
    provider.accounts.set('g-xx', { email: 'xx.google@exemple.ch', email_verified: true, name: 'Xx' });
    await signInAtProvider('g-xx', undefined, '?locale=klingon');
    const [unknown] = await t.database.db.select().from(users).where(eq(users.email, 'xx.google@exemple.ch'));
    expect(unknown?.locale).toBeNull();
  });

  it('takes a provider’s name without the characters a typed name may not hold', async () => {
    provider.accounts.set('g-rtl', {
      email: 'rtl.google@exemple.ch',
      email_verified: true,
      name: '\u202eLé\u200ba\u0007',
    });
    await signInAtProvider('g-rtl');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'rtl.google@exemple.ch'));
    expect(row?.name).toBe('Léa');
    // Nothing but hidden characters: the address's first part, as for no name at all.
    provider.accounts.set('g-blank', {
      email: 'blank.google@exemple.ch',
      email_verified: true,
      name: '\u200b\u202e',
    });
    await signInAtProvider('g-blank');
    const [blank] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'blank.google@exemple.ch'));
    expect(blank?.name).toBe('blank.google');
  });

  it('says an unconfigured provider is unavailable in the visitor’s language', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/apple/start',
      headers: { 'accept-language': 'pt-PT' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().detail).toBe('Início de sessão indisponível');
  });

  it('refuses a reused ticket and an expired one', async () => {
    provider.accounts.set('g-101', { email: 'ticket@exemple.ch', email_verified: true, name: 'Ticket' });
    const location = await signInAtProvider('g-101');
    expect((await exchange(location)).statusCode).toBe(200);
    expect((await exchange(location)).statusCode).toBe(401);
    const late = await signInAtProvider('g-101');
    t.clock.advance(61_000);
    expect((await exchange(late)).statusCode).toBe(401);
  });

  it('refuses a changed state and a changed nonce', async () => {
    provider.accounts.set('g-102', { email: 'etat@exemple.ch', email_verified: true });
    expect(await signInAtProvider('g-102', (callback) => callback.searchParams.set('state', 'forged'))).toBe(
      '/login?error=invalid',
    );
    // The nonce the server expects is not the one the provider put in the ID token.
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' });
    await t.database.db.update(oidcFlows).set({ nonce: 'another-nonce' });
    const callback = await provider.authorize(start.headers.location as string, 'g-102', PUBLIC_URL);
    const answer = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: stateCookieOf(start) },
    });
    expect(answer.headers.location).toBe('/login?error=invalid');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/google/callback?error=access_denied&state=x',
    });
    expect(denied.headers.location).toBe('/login?error=denied');
  });

  it('refuses a code issued to another application', async () => {
    provider.accounts.set('g-103', { email: 'autre@exemple.ch', email_verified: true });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' });
    const url = new URL(start.headers.location as string);
    url.searchParams.set('client_id', 'autre-app');
    const callback = await provider.authorize(url.href, 'g-103', PUBLIC_URL);
    const answer = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: stateCookieOf(start) },
    });
    expect(answer.headers.location).toBe('/login?error=invalid');
  });

  it('links an existing account only when the provider says the e-mail is verified', async () => {
    const manual = await registerUser(t.app, { email: 'deja.inscrit@exemple.ch' });
    provider.accounts.set('g-104', { email: 'deja.inscrit@exemple.ch', email_verified: false });
    expect(await signInAtProvider('g-104')).toBe('/login?error=email_unverified');
    provider.accounts.set('g-105', { email: 'deja.inscrit@exemple.ch', email_verified: true });
    const session = await exchange(await signInAtProvider('g-105'));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieOf(session) },
    });
    expect(me.json().id).toBe(manual.user.id);
  });

  it('accepts the answer as a form POST (Apple’s form_post), from the provider’s site', async () => {
    provider.accounts.set('g-106', {
      email: 'form.post@exemple.ch',
      email_verified: true,
      name: 'Form Post',
    });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' });
    const callback = await provider.authorize(start.headers.location as string, 'g-106', PUBLIC_URL);
    const answer = await t.app.inject({
      method: 'POST',
      url: callback.pathname,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: provider.issuer,
        'sec-fetch-site': 'cross-site',
      },
      payload: callback.searchParams.toString(),
    });
    // The cross-site POST carries no SameSite=Lax cookie: the browser comes back as a GET.
    expect(answer.statusCode).toBe(303);
    const back = new URL(answer.headers.location as string, PUBLIC_URL);
    expect(back.pathname).toBe('/api/auth/oidc/google/callback');
    expect(back.searchParams.get('code')).toBe(callback.searchParams.get('code'));
    const finished = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: stateCookieOf(start) },
    });
    expect(finished.statusCode).toBe(303);
    expect(finished.headers.location).toMatch(/^\/#session_id=/);
  });

  it('binds the flow to the browser that started it: an attacker’s callback link signs nobody in', async () => {
    provider.accounts.set('g-attaquant', { email: 'attaquant@exemple.ch', email_verified: true });
    // The attacker starts a sign-in, logs in at the provider, and keeps the callback link.
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' });
    const callback = await provider.authorize(start.headers.location as string, 'g-attaquant', PUBLIC_URL);
    expect(start.cookies.find((cookie) => cookie.name === 'oidc_google')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/oidc',
    });
    // The victim opens it: their browser has no state cookie, or one of their own.
    const victimStart = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' });
    for (const cookie of [undefined, stateCookieOf(victimStart)]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: cookie ? { cookie } : {},
      });
      expect(answer.headers.location).toBe('/login?error=invalid');
    }
    // The attacker's own browser still finishes the flow (the refusals consumed nothing).
    const own = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: stateCookieOf(start) },
    });
    expect(own.headers.location).toMatch(/^\/#session_id=/);
  });

  it('refuses an ID token signed with a key the provider never published', async () => {
    provider.accounts.set('g-forge', { email: 'forge@exemple.ch', email_verified: true });
    provider.forgeIdTokens(true);
    try {
      expect(await signInAtProvider('g-forge')).toBe('/login?error=invalid');
    } finally {
      provider.forgeIdTokens(false);
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, 'forge@exemple.ch'))).toHaveLength(
      0,
    );
    expect((await exchange(await signInAtProvider('g-forge'))).statusCode).toBe(200);
  });

  it('builds the redirect URI from PUBLIC_URL whatever Host the request names', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/google/start',
      headers: { host: 'attaquant.example', 'x-forwarded-host': 'attaquant.example' },
    });
    const url = new URL(start.headers.location as string);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
  });

  it('lists the linked identities with their subject in the export', async () => {
    provider.accounts.set('g-export', { email: 'export.oidc@exemple.ch', email_verified: true });
    const session = await exchange(await signInAtProvider('g-export'));
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/users/export',
      headers: { cookie: sessionCookieOf(session) },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().sign_in_identities).toEqual([
      expect.objectContaining({ provider: 'google', subject: 'g-export', email: 'export.oidc@exemple.ch' }),
    ]);
  });
});

describe('sign-in with Apple against a local (http) provider', () => {
  it('discovers, then calls the token endpoint over http with Apple’s ES256 client secret', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const appleProvider = await startTestProvider([
      {
        clientId: 'ch.eclat.web',
        clientSecret: 'unused-secret-0123456789',
        redirectUris: [`${PUBLIC_URL}/api/auth/oidc/apple/callback`],
      },
    ]);
    const apple = await createTestApp({
      config: {
        publicUrl: PUBLIC_URL,
        oidc: {
          apple: {
            clientId: 'ch.eclat.web',
            teamId: 'TEAM123456',
            keyId: 'KEY1234567',
            privateKey: await exportPKCS8(privateKey),
            issuer: appleProvider.issuer,
          },
        },
      },
    });
    try {
      const start = await apple.app.inject({ method: 'GET', url: '/api/auth/oidc/apple/start' });
      expect(start.statusCode).toBe(302);
      const authorization = new URL(start.headers.location as string);
      expect(authorization.searchParams.get('response_mode')).toBe('form_post');
      // The local provider answers with a redirect (it does not do form_post); the query
      // carries the same fields Apple would post.
      authorization.searchParams.delete('response_mode');
      const callback = await appleProvider.authorize(authorization.href, 'a-1', PUBLIC_URL);
      const answer = await apple.app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie: stateCookieOf(start, 'apple') },
      });
      // The local provider cannot know Apple's generated secret, so it refuses the client;
      // what matters is that the request was made over http with that secret.
      expect(answer.headers.location).toBe('/login?error=invalid');
      expect(appleProvider.tokenRequests).toHaveLength(1);
      const secret = appleProvider.tokenRequests[0]!.clientSecret!;
      expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    } finally {
      await apple.close();
      await appleProvider.close();
    }
  });
});

describe('Apple’s client secret', () => {
  it('is an ES256 JWT with the team, key, client and audience Apple asks for', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const apple = {
      clientId: 'ch.eclat.web',
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKey: await exportPKCS8(privateKey),
      issuer: 'https://appleid.apple.com',
    };
    const now = new Date('2026-11-23T10:00:00Z');
    const secret = await appleClientSecret(apple, now);
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(secret, publicKey, {
      currentDate: now,
      audience: 'https://appleid.apple.com',
    });
    expect(payload).toMatchObject({
      iss: 'TEAM123456',
      sub: 'ch.eclat.web',
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 3600,
    });
  });
});

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

/** From the start call to the callback's redirect, as the browser goes. */
async function signInAtProvider(login: string, tamper?: (callback: URL) => void) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' });
  expect(start.statusCode).toBe(302);
  const callback = await provider.authorize(start.headers.location as string, login, PUBLIC_URL);
  tamper?.(callback);
  const answer = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
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
    expect(providers.json()).toEqual({ providers: ['google'] });
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
    const answer = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
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
    const answer = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
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
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toMatch(/^\/#session_id=/);
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

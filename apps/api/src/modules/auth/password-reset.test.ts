import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetRequests, passwordResetTokens } from '../../db/schema';
import { registerUser } from '../../testing/http';
import { startSmtpServer } from '../../testing/smtp-server';
import { createSecondInstance, createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

const PUBLIC_URL = 'https://lavage.exemple.ch';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    config: { publicUrl: PUBLIC_URL, mail: { url: smtp.url, from: 'Éclat Lavage <no-reply@exemple.ch>' } },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let address = 0;
const nextAddress = () => `10.7.0.${(address += 1)}`;

const ask = (email: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    remoteAddress,
    payload: { email },
  });
const confirm = (token: string, password: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    remoteAddress,
    payload: { token, password },
  });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextAddress(),
    payload: { email, password },
  });

/** The token of the link in the mail sent to `email`. */
async function tokenFromMail(email: string) {
  const mail = await smtp.mailTo(email);
  const link = /https:\/\/lavage\.exemple\.ch\/reinitialiser-mot-de-passe#token=([\w-]+)/.exec(mail.text);
  expect(link).not.toBeNull();
  return { mail, token: link![1]! };
}

describe('Mot de passe oublié', () => {
  it('is offered only with an SMTP server', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ providers: [], password_reset: true });
    const without = await createTestApp();
    try {
      const listed = await without.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(listed.json().password_reset).toBe(false);
      const refused = await without.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: 'x@exemple.ch' },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        success: false,
        detail: 'La réinitialisation par e-mail n’est pas disponible',
      });
    } finally {
      await without.close();
    }
  });

  it('mails a link built from PUBLIC_URL, whatever Host the request names, and sets the new password once', async () => {
    const { body, cookie } = await registerUser(t.app, { name: 'Oubli Total' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      remoteAddress: nextAddress(),
      headers: { host: 'attaquant.example', 'x-forwarded-host': 'attaquant.example' },
      payload: { email: body.email.toUpperCase() },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toContain('Si un compte existe pour cette adresse');
    const { mail, token } = await tokenFromMail(body.email);
    expect(mail.subject).toBe(fr`Éclat Lavage : réinitialisation de votre mot de passe`);
    expect(mail.text).toContain('Bonjour Oubli Total');
    expect(mail.text).not.toContain('attaquant');
    // Stored hashed only.
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(JSON.stringify(rows)).not.toContain(token);

    const done = await confirm(token, 'nouveau-secret');
    expect(done.json()).toEqual({
      success: true,
      message: 'Mot de passe modifié. Vous pouvez maintenant vous connecter.',
    });
    expect((await login(body.email, 'nouveau-secret')).statusCode).toBe(200);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    // Every session of the account ended.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    // Single use.
    const again = await confirm(token, 'encore-autre');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      detail: 'Lien de réinitialisation invalide ou expiré',
    });
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const unknown = await ask('personne.inconnue@exemple.ch');
    const { body } = await registerUser(t.app);
    const known = await ask(body.email);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await smtp.mailTo(body.email);
    expect(smtp.received.some((mail) => mail.to === 'personne.inconnue@exemple.ch')).toBe(false);
  });

  it('writes nothing before its answer has left, so its time does not tell whether an account exists', async () => {
    const { body, user } = await registerUser(t.app);
    const tokensOf = async () =>
      (await t.database.db.select().from(passwordResetTokens)).filter((row) => row.userId === user.id);
    const before = (await tokensOf()).length;
    const known = await ask(body.email);
    expect(known.statusCode).toBe(200);
    // The answer came before the account was looked up and its token written.
    expect((await tokensOf()).length).toBe(before);
    await smtp.mailTo(body.email);
    expect((await tokensOf()).length).toBe(before + 1);
  });

  it('does the same work for an account and an unknown address, and mails the link a moment later (issue 48)', async () => {
    // Held: the links wait here until drained, so what each request left can be looked at.
    const held = await createSecondInstance(t, {
      config: {
        publicUrl: PUBLIC_URL,
        mail: { url: smtp.url, from: 'x@exemple.ch', resetDelayMs: 3_600_000 },
      },
    });
    // The first instance would mail them after its own delay: it is stopped from looking.
    await t.app.passwordReset!.stop();
    try {
      const { body, user } = await registerUser(held.app);
      const askHeld = (email: string) =>
        held.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/request',
          remoteAddress: nextAddress(),
          payload: { email },
        });
      const known = await askHeld(body.email);
      const unknown = await askHeld('nobody.here@exemple.ch');
      expect(known.body).toBe(unknown.body);
      await held.app.passwordReset!.settle();
      // Each left one row, and nothing else: no token, no mail, whoever asked.
      const waiting = await held.database.db.select().from(passwordResetRequests);
      expect(waiting.map((row) => row.email).sort()).toEqual([body.email, 'nobody.here@exemple.ch'].sort());
      const tokens = async () =>
        (await held.database.db.select().from(passwordResetTokens)).filter((row) => row.userId === user.id);
      expect(await tokens()).toEqual([]);
      expect(smtp.received.some((mail) => mail.to === body.email)).toBe(false);
      // A moment later: the member's link, nothing for the unknown address, nothing left.
      await held.app.passwordReset!.drain();
      expect(await tokens()).toHaveLength(1);
      await tokenFromMail(body.email);
      expect(smtp.received.some((mail) => mail.to === 'nobody.here@exemple.ch')).toBe(false);
      expect(await held.database.db.select().from(passwordResetRequests)).toEqual([]);

      // Asked of an instance that stops before mailing it: another instance mails it.
      const { body: later } = await registerUser(held.app);
      await askHeld(later.email);
      await held.close();
      const next = await createSecondInstance(t, {
        config: { publicUrl: PUBLIC_URL, mail: { url: smtp.url, from: 'x@exemple.ch', resetDelayMs: 10 } },
      });
      try {
        await tokenFromMail(later.email);
      } finally {
        await next.close();
      }
    } finally {
      await held.close().catch(() => {});
      await t.app.passwordReset!.start(t.database);
    }
  });

  it('refuses a link after 30 minutes, a forged token and a short password', async () => {
    const { body } = await registerUser(t.app);
    await ask(body.email);
    const { token } = await tokenFromMail(body.email);
    expect((await confirm(token, '123')).json().detail).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect((await confirm('x'.repeat(43), 'nouveau-secret')).statusCode).toBe(400);
    t.clock.advance(30 * 60_000 + 1000);
    const late = await confirm(token, 'nouveau-secret');
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe('Lien de réinitialisation invalide ou expiré');
    expect((await login(body.email, body.password)).statusCode).toBe(200);
  });

  it('limits the links asked for one address and from one address', async () => {
    const { body } = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await ask(body.email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const ip = nextAddress();
    const fromOne: number[] = [];
    for (let i = 0; i < 6; i += 1) fromOne.push((await ask(`quelqu.un${i}@exemple.ch`, ip)).statusCode);
    expect(fromOne).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await ask('encore@exemple.ch', ip);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journeyOccasions } from '../../db/schema';
import { registerAdmin, registerUser } from '../../testing/http';
import { startSmtpServer } from '../../testing/smtp-server';
import { createTestApp, eventually, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

const PUBLIC_URL = 'https://eclat.exemple.ch';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    config: { publicUrl: PUBLIC_URL, mail: { url: smtp.url, from: 'Éclat Lavage <no-reply@exemple.ch>' } },
  });
  t.clock.set('2026-11-28T10:00:00Z');
});
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

/** The mail provider's one-click POST (RFC 8058): no cookie, no Origin. */
const oneClick = (path: string, body = 'List-Unsubscribe=One-Click') =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

const content = { subject: 'Votre série', paragraphs: ['Votre série de 3 semaines s’arrête dimanche soir.'] };

async function member(locale?: string) {
  const registered = await registerUser(t.app, locale ? { locale } : {});
  const me = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: registered.cookie } })
    ).json();
  const setOptIn = (value: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie: registered.cookie },
      payload: { email_opt_in: value },
    });
  const send = () =>
    t.app.memberMail.send(
      { id: registered.user.id, email: registered.body.email, locale: locale ?? null, emailOptIn: true },
      content,
    );
  return { ...registered, me, setOptIn, send };
}

describe('members’ mails and one-click unsubscribe (RFC 8058)', () => {
  it('mails only a member who opted in', async () => {
    const { user, body } = await registerUser(t.app);
    const outcome = await t.app.memberMail.send(
      { id: user.id, email: body.email, locale: null, emailOptIn: false },
      content,
    );
    expect(outcome).toBe('not_opted_in');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received.some((mail) => mail.to === body.email)).toBe(false);
  });

  it('carries List-Unsubscribe headers and a visible link; one POST without a session stops every later mail', async () => {
    const someone = await member('de-CH');
    expect((await someone.setOptIn(true)).statusCode).toBe(200);
    expect(await someone.send()).toBe('sent');
    const mail = await smtp.mailTo(someone.body.email);
    const link = /<(https:\/\/eclat\.exemple\.ch\/api\/mail\/unsubscribe\?token=[^>]+)>/.exec(
      mail.headers['list-unsubscribe'] ?? '',
    )?.[1];
    expect(link).toBeDefined();
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Sie erhalten diese E-Mail');
    expect(mail.html).toContain('>Abmelden</a>');
    const path = link!.slice(PUBLIC_URL.length);

    // A link scanner's GET shows the page in the member's language and changes nothing.
    const page = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="de-CH">');
    expect(page.body).toContain('Mich abmelden');
    expect(page.headers['content-security-policy']).toMatch(/style-src 'sha256-/);
    expect((await someone.me()).email_opt_in).toBe(true);

    // The mail provider's one-click POST: no cookie, no Origin.
    const posted = await oneClick(path);
    expect(posted.statusCode).toBe(200);
    expect(posted.json().success).toBe(true);
    // The signed-in copy of the member follows the database's notice (at once on PGlite).
    await eventually(async () => (await someone.me()).email_opt_in === false);
    const journal = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, someone.user.id));
    expect(journal.map((entry) => entry.action)).toEqual(['mail.unsubscribe']);
    // Twice is harmless, and journaled once.
    await oneClick(path);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, someone.user.id)),
    ).toHaveLength(1);

    // Turned on again in the profile, the address still gets nothing.
    await someone.setOptIn(true);
    expect(await someone.send()).toBe('unsubscribed');
    const count = smtp.received.filter((received) => received.to === someone.body.email).length;
    expect(count).toBe(1);
  });

  it('counts a journey’s mail opened when its link is followed, without a session, once', async () => {
    const admin = await registerAdmin(t.app);
    const birthday = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/journeys/birthday',
      headers: { cookie: admin.cookie },
      payload: { enabled: true, holdout_percent: 0 },
    });
    expect(birthday.statusCode).toBe(200);
    const someone = await member('de-CH');
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie: someone.cookie },
      payload: { email_opt_in: true, birthday: '11-28' },
    });
    expect(profile.statusCode).toBe(200);
    await t.app.journeys.run();
    const mail = await smtp.mailTo(someone.body.email);
    const link = /App öffnen: (https:\/\/\S+)/.exec(mail.text)?.[1];
    expect(link).toMatch(/^https:\/\/eclat\.exemple\.ch\/api\/mail\/open\?token=/);
    expect(mail.html).toContain('>App öffnen</a>');
    const opened = () =>
      t.database.db
        .select({ at: journeyOccasions.openedAt })
        .from(journeyOccasions)
        .where(eq(journeyOccasions.userId, someone.user.id));
    expect(await opened()).toEqual([{ at: null }]);

    // Followed from a mail client with no session: counted, then on to the notification.
    const followed = await t.app.inject({ method: 'GET', url: link!.slice(PUBLIC_URL.length) });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toMatch(/^\/api\/viral\/notifications\/[0-9a-f-]{36}\/open$/);
    const [first] = await opened();
    expect(first?.at).toEqual(t.clock.now());
    t.clock.advance(60_000);
    await t.app.inject({ method: 'GET', url: link!.slice(PUBLIC_URL.length) });
    expect(await opened()).toEqual([first]);
    // An unknown link lands on the app's home and counts nothing.
    const unknown = await t.app.inject({ method: 'GET', url: '/api/mail/open?token=inconnu' });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/');
  });

  it('answers a bad link or body with a 4xx and changes nothing', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/mail/unsubscribe?token=inconnu',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(fr`Ce lien de désinscription n’est pas valide.`);
    const unknown = await oneClick('/api/mail/unsubscribe?token=inconnu');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(fr`Ce lien de désinscription n’est pas valide.`);

    const someone = await member();
    await someone.setOptIn(true);
    expect(await someone.send()).toBe('sent');
    const mail = await smtp.mailTo(someone.body.email);
    const path = /<https:\/\/eclat\.exemple\.ch([^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!;
    const wrongBody = await oneClick(path, 'List-Unsubscribe=Maybe');
    expect(wrongBody.statusCode).toBe(400);
    expect(wrongBody.json().detail).toBe(fr`Désinscription : « List-Unsubscribe=One-Click » attendu`);
    const noToken = await t.app.inject({ method: 'GET', url: '/api/mail/unsubscribe' });
    expect(noToken.statusCode).toBe(400);
    expect((await someone.me()).email_opt_in).toBe(true);
  });
});

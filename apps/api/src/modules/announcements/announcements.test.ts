import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announcements, auditLog, notifications, pushJobs, users } from '../../db/schema';
import { postWash, registerAdmin, registerUser, sessionCookieOf } from '../../testing/http';
import { startPushReceiver, type PushReceiver } from '../../testing/push-receiver';
import { createSecondInstance, createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

let t: TestApp;
let receiver: PushReceiver;
let admin: Awaited<ReturnType<typeof registerAdmin>>;

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({ config: { pushExtraHosts: [receiver.host] } });
  t.clock.set('2026-11-18T10:00:00Z');
  admin = await registerAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
const audience = (payload: object) => call('POST', '/api/admin/announcements/audience', payload);
const announce = (payload: object) => call('POST', '/api/admin/announcements', payload);

async function bellOf(cookie: string) {
  const answer = await t.app.inject({ method: 'GET', url: '/api/viral/notifications', headers: { cookie } });
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json().notifications as { title: string; message: string; data: Record<string, string> }[];
}

/** A member whose browser accepts pushes. */
async function subscribedMember(overrides: Parameters<typeof registerUser>[1] = {}) {
  const member = await registerUser(t.app, overrides);
  const { id, subscription } = receiver.createSubscription();
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    headers: { cookie: member.cookie },
    payload: subscription,
  });
  expect(answer.statusCode).toBe(200);
  return { ...member, receiverId: id };
}

beforeEach(async () => {
  // Each test starts on a day of its own: the one-a-day rule never links two tests.
  t.clock.advance(2 * 86_400_000);
  await t.database.db.delete(announcements);
  // The clock jumps weeks: the operator signs in afresh (operators receive no announcement).
  admin = await registerAdmin(t.app);
});

describe('audiences', () => {
  it('counts everyone, a station’s regulars, the inactive and those near the next level', async () => {
    const before = (await audience({ audience: 'all' })).json().count as number;
    // A regular of Saint-Blaise by favourite, one by two washes there in 60 days, one by neither.
    const byFavourite = await registerUser(t.app, { favorite_station: 'Saint-Blaise' });
    const byWashes = await registerUser(t.app, { favorite_station: 'Cernier I' });
    await postWash(t.app, byWashes.cookie, 'Saint-Blaise');
    t.clock.advance(86_400_000);
    await postWash(t.app, byWashes.cookie, 'Saint-Blaise');
    const once = await registerUser(t.app, { favorite_station: 'Cernier II' });
    await postWash(t.app, once.cookie, 'Saint-Blaise');
    expect((await audience({ audience: 'all' })).json().count).toBe(before + 3);
    const regulars = await audience({ audience: 'station_regulars', station: 'Saint-Blaise' });
    const regularIds = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.favoriteStation, 'Saint-Blaise'));
    // Every favourite of Saint-Blaise (earlier tests' members too) and the twice-washer.
    expect(regulars.json().count).toBe(regularIds.length + 1);

    // Inactive: 31 days later, the three have not washed for 30 days; one washes again, and
    // a member registered today is not inactive either.
    t.clock.advance(31 * 86_400_000);
    admin = await registerAdmin(t.app);
    const inactive = (await audience({ audience: 'inactive' })).json().count as number;
    expect(inactive).toBeGreaterThanOrEqual(3);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: byFavourite.body.email, password: 'motdepasse' },
    });
    expect((await postWash(t.app, sessionCookieOf(back), 'Cernier I')).statusCode).toBe(201);
    await registerUser(t.app);
    expect((await audience({ audience: 'inactive' })).json().count).toBe(inactive - 1);

    // Near the next level: level 3 runs from 100 to 199 points; 120 is 80 away, 160 is 40.
    await t.database.db.update(users).set({ totalPoints: 120, level: 3 }).where(eq(users.id, once.user.id));
    const near = (await audience({ audience: 'near_level' })).json().count as number;
    await t.database.db.update(users).set({ totalPoints: 160, level: 3 }).where(eq(users.id, once.user.id));
    expect((await audience({ audience: 'near_level' })).json().count).toBe(near + 1);

    const missing = await audience({ audience: 'station_regulars' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Veuillez choisir une station');
    expect((await audience({ audience: 'vip' })).json().detail).toBe('Public inconnu');
  });
});

describe('sending', () => {
  it('gives each member the version in their language, French otherwise, in the bell and by push', async () => {
    const german = await subscribedMember({ favorite_station: 'Saint-Blaise', locale: 'de-CH' });
    const english = await subscribedMember({ favorite_station: 'Saint-Blaise', locale: 'en' });
    const french = await subscribedMember({ favorite_station: 'Saint-Blaise' });
    t.clock.advance(24 * 3600_000);
    const sent = await announce({
      title: 'Lavage offert',
      body: 'Samedi, le lavage est offert à Saint-Blaise.',
      translations: {
        'de-CH': { title: 'Gratis-Wäsche', body: 'Am Samstag ist die Wäsche in Saint-Blaise gratis.' },
      },
      audience: 'station_regulars',
      station: 'Saint-Blaise',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().announcement.translations['de-CH'].title).toBe('Gratis-Wäsche');
    await t.app.announcementSender.drain();
    expect((await bellOf(german.cookie))[0]).toMatchObject({
      title: 'Gratis-Wäsche',
      message: 'Am Samstag ist die Wäsche in Saint-Blaise gratis.',
    });
    // No English version: the French one.
    expect((await bellOf(english.cookie))[0]).toMatchObject({ title: 'Lavage offert' });
    expect((await bellOf(french.cookie))[0]).toMatchObject({ title: 'Lavage offert' });
    await t.app.pushWorker.drain();
    expect(receiver.messagesFor(german.receiverId)).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ title: 'Gratis-Wäsche' }) }),
    ]);
    // A language the app does not speak, or a version too long, is refused.
    const refused = await announce({
      title: 'x',
      body: 'y',
      translations: { it: { title: 'x', body: 'y' } },
      audience: 'all',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Langue inconnue');
    const tooLong = await announce({
      title: 'x',
      body: 'y',
      translations: { en: { title: 'x'.repeat(61), body: 'y' } },
      audience: 'all',
    });
    expect(tooLong.json().detail).toBe('Le titre ne peut pas dépasser 60 caractères');
  });

  it('reaches a station’s regulars in the bell and by push, counted, audited, once a day', async () => {
    const regular = await subscribedMember({ favorite_station: 'Cernier II' });
    const other = await subscribedMember({ favorite_station: 'Cernier I' });
    const sent = await announce({
      title: 'Cire offerte',
      body: 'Cette semaine, la cire est offerte à Cernier II.',
      link: '/add-wash',
      audience: 'station_regulars',
      station: 'Cernier II',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe(fr`Annonce envoyée : elle arrive dans les notifications des membres.`);
    await t.app.announcementSender.drain();
    const bell = await bellOf(regular.cookie);
    expect(bell[0]).toMatchObject({
      title: 'Cire offerte',
      message: 'Cette semaine, la cire est offerte à Cernier II.',
      data: { url: '/add-wash' },
    });
    expect((await bellOf(other.cookie)).some((note) => note.title === 'Cire offerte')).toBe(false);

    await t.app.pushWorker.drain();
    expect(receiver.messagesFor(regular.receiverId)).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ title: 'Cire offerte', url: expect.stringMatching(/\/open$/) }),
      }),
    ]);
    // Opened, the push lands on the page the operator chose.
    const [push] = receiver.messagesFor(regular.receiverId);
    const opened = await t.app.inject({
      method: 'GET',
      url: (push!.payload as { url: string }).url,
      headers: { cookie: regular.cookie },
    });
    expect(opened.headers.location).toBe('/add-wash');
    const [row] = await t.database.db.select().from(announcements);
    // Only the regular has a browser subscribed among Cernier II's regulars.
    expect(row).toMatchObject({ status: 'sent', pushSent: 1, pushFailed: 0, skipped: 0 });
    expect(row?.reached).toBeGreaterThanOrEqual(1);

    // The journal names it and shows what it reached.
    const journal = await call('GET', '/api/admin/audit-log?action=announcement.create');
    expect(journal.json().entries[0]).toMatchObject({
      target_name: 'Cire offerte',
      details: {
        audience: 'station_regulars',
        reached: row?.reached,
        push_sent: row?.pushSent,
        push_failed: 0,
      },
    });

    // A second announcement the same day to some of the same members is refused, in French.
    const again = await announce({ title: 'Encore', body: 'Et encore', audience: 'all' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(
      /de ce public reçoi(ven)?t déjà une annonce ce jour-là\s: une seule annonce par membre et par jour/,
    );
    // The next day it goes.
    t.clock.advance(86_400_000);
    expect((await announce({ title: 'Encore', body: 'Et encore', audience: 'all' })).statusCode).toBe(201);
  });

  it('sends a scheduled announcement at its time, lets it be cancelled before, and never twice', async () => {
    const member = await registerUser(t.app);
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await announce({
      title: 'Demain',
      body: 'Portes ouvertes',
      audience: 'all',
      send_at: at,
    });
    expect(scheduled.statusCode).toBe(201);
    expect(scheduled.json().message).toBe('Annonce programmée');
    // A second one for the same day and members is refused, even before the first goes.
    expect((await announce({ title: 'Doublon', body: 'x', audience: 'all', send_at: at })).statusCode).toBe(
      409,
    );
    await t.app.announcementSender.drain();
    expect((await bellOf(member.cookie)).some((note) => note.title === 'Demain')).toBe(false);
    t.clock.advance(3_600_000);
    // Two instances look at the queue at once: the member gets it once.
    const second = await createSecondInstance(t);
    try {
      await Promise.all([t.app.announcementSender.drain(), second.app.announcementSender.drain()]);
    } finally {
      await second.close();
    }
    expect((await bellOf(member.cookie)).filter((note) => note.title === 'Demain')).toHaveLength(1);
    const id = scheduled.json().announcement.id as string;
    const late = await call('POST', `/api/admin/announcements/${id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(fr`Cette annonce est déjà partie : elle ne peut plus être annulée`);

    t.clock.advance(86_400_000);
    const later = await announce({
      title: 'Annulée',
      body: 'x',
      audience: 'all',
      send_at: new Date(t.clock.now().getTime() + 600_000).toISOString(),
    });
    const cancelled = await call('POST', `/api/admin/announcements/${later.json().announcement.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    t.clock.advance(3_600_000);
    await t.app.announcementSender.drain();
    expect((await bellOf(member.cookie)).some((note) => note.title === 'Annulée')).toBe(false);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'announcement.cancel'))
      .orderBy(desc(auditLog.id));
    expect(entry?.targetName).toBe('Annulée');
  });

  it('refuses what an announcement cannot be, and members entirely', async () => {
    const cases: [object, string][] = [
      [{ title: 'x'.repeat(61), body: 'y', audience: 'all' }, 'Le titre ne peut pas dépasser 60 caractères'],
      [
        { title: 'x', body: 'y'.repeat(301), audience: 'all' },
        'Le texte ne peut pas dépasser 300 caractères',
      ],
      [{ title: ' ', body: 'y', audience: 'all' }, 'Le titre est requis'],
      [
        { title: 'x', body: 'y', audience: 'all', link: 'https://evil.example' },
        'Ce lien n’est pas une page de l’application',
      ],
      [
        { title: 'x', body: 'y', audience: 'all', link: '//evil.example' },
        'Ce lien n’est pas une page de l’application',
      ],
      [{ title: 'x', body: 'y', audience: 'station_regulars' }, 'Veuillez choisir une station'],
      [
        { title: 'x', body: 'y', audience: 'all', send_at: '2020-01-01T00:00:00Z' },
        'La date d’envoi est passée',
      ],
      [
        { title: 'x', body: 'y', audience: 'all', send_at: '2030-01-01T00:00:00Z' },
        'Une annonce se programme au plus 60 jours à l’avance',
      ],
    ];
    for (const [payload, detail] of cases) {
      const answer = await announce(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().detail).toBe(detail);
    }
    const member = await registerUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/announcements',
      headers: { cookie: member.cookie },
      payload: { title: 'x', body: 'y', audience: 'all' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.database.db.select().from(announcements)).toEqual([]);
  });

  it('queues 2,000 members’ pushes in batches without holding the event loop', async () => {
    // Members written straight into the database, each with a subscription.
    const now = t.clock.now();
    await t.database.db.execute(sql`
      WITH made AS (
        INSERT INTO users (email, name, created_at, favorite_station)
        SELECT 'masse-' || g || '@exemple.ch', 'Masse ' || g, ${now.toISOString()}::timestamptz, 'Cernier I'
        FROM generate_series(1, 2000) g RETURNING id)
      INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
      SELECT id, 'https://fcm.googleapis.com/fcm/send/' || id, 'p', 'a', ${now.toISOString()}::timestamptz FROM made`);
    const sent = await announce({ title: 'À tous', body: 'Merci !', audience: 'all' });
    expect(sent.statusCode).toBe(201);
    // While the sender works, timers (and so requests) still get their turn between batches.
    let longest = 0;
    let ticks = 0;
    let last = performance.now();
    const probe = setInterval(() => {
      const at = performance.now();
      longest = Math.max(longest, at - last);
      last = at;
      ticks += 1;
    }, 5);
    await t.app.announcementSender.drain();
    clearInterval(probe);
    expect(ticks).toBeGreaterThanOrEqual(10);
    const [row] = await t.database.db.select().from(announcements);
    expect(row?.reached).toBeGreaterThanOrEqual(2000);
    const queued = await t.database.db
      .select({ id: pushJobs.id })
      .from(pushJobs)
      .where(eq(pushJobs.announcementId, row?.id as string));
    expect(queued.length).toBeGreaterThanOrEqual(2000);
    const notes = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.title, 'À tous')));
    expect(notes.length).toBe(row?.reached);
    console.log(`2,000+ members notified; longest event-loop pause ${longest.toFixed(0)} ms`);
    expect(longest).toBeLessThan(1000);
    await t.database.db.execute(sql`DELETE FROM users WHERE email LIKE 'masse-%@exemple.ch'`);
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, journeyOccasions, pointsLedger, rewardUnlocks, rewards } from '../../db/schema';
import { postWash, registerUser } from '../../testing/http';
import { twoInstances } from '../../testing/test-app';
import { fr } from '../../testing/french';
import { levelMinPoints } from '@app/shared/domain/levels';
import { journeyHelpers } from '../../testing/journeys-fixture';

const instances = twoInstances();
const { admin, put, member, reminders, only } = journeyHelpers(instances);

describe('journeys: the operator’s settings', () => {
  it('lists the five journeys and the caps, changes them within bounds, journaled', async () => {
    const { a } = instances;
    const cookie = await admin(a);
    const listed = await a.app.inject({ method: 'GET', url: '/api/admin/journeys', headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.caps).toEqual({ per_day: 1, per_week: 2 });
    expect(body.journeys.map((journey: { key: string }) => journey.key)).toEqual([
      'streak_at_risk',
      'welcome',
      'win_back',
      'almost_there',
      'birthday',
    ]);
    expect(body.journeys[0]).toMatchObject({
      key: 'streak_at_risk',
      enabled: false,
      holdout_percent: 10,
      threshold_days: null,
      offer_points: null,
    });
    expect(body.journeys[0].texts['fr-CH'].body).toContain(
      fr`Votre série de {weeks} semaines s’arrête dimanche soir`,
    );
    expect(Object.keys(body.journeys[0].texts)).toEqual(['fr-CH', 'de-CH', 'pt-PT', 'en']);
    expect(body.journeys[2]).toMatchObject({ key: 'win_back', threshold_days: 30, offer_points: 0 });

    const edited = await put(a, cookie, '/streak_at_risk', {
      texts: {
        'de-CH': { title: 'Achtung, {name}!', body: 'Ihre Serie von {weeks} Wochen endet am Sonntag.' },
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().journeys[0].texts['de-CH'].title).toBe('Achtung, {name}!');
    expect(edited.json().journeys[0].texts['fr-CH'].title).toBe(body.journeys[0].texts['fr-CH'].title);

    for (const [url, payload, detail] of [
      ['/win_back', { threshold_days: 7 }, fr`Seuil : entre 14 et 120 jours`],
      ['/streak_at_risk', { threshold_days: 30 }, fr`Ce seuil ne s’applique pas à cette relance`],
      ['/welcome', { offer_points: 10 }, fr`Cette relance n’offre pas de points`],
      ['/win_back', { holdout_percent: 31 }, fr`Groupe témoin : nombre entier entre 0 et 30 %`],
      ['/birthday', { texts: { 'fr-CH': { title: '', body: 'x' } } }, fr`Titre de la relance : obligatoire`],
      ['/caps', { per_day: 2, per_week: 1 }, fr`Messages par semaine : au moins autant que par jour`],
      ['/caps', { per_day: 4, per_week: 7 }, fr`Messages par jour : nombre entier entre 1 et 3`],
      ['/meteo', { enabled: false }, fr`Relance inconnue`],
    ] as const) {
      const refused = await put(a, cookie, url, payload);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().detail).toBe(detail);
    }
    expect((await put(a, cookie, '/caps', { per_day: 1, per_week: 3 })).json().caps).toEqual({
      per_day: 1,
      per_week: 3,
    });
    await put(a, cookie, '/caps', { per_day: 1, per_week: 2 });
    const journal = await a.database.db.select().from(auditLog).where(eq(auditLog.action, 'journey.update'));
    expect(journal.some((entry) => entry.targetId === 'streak_at_risk')).toBe(true);
    const capsJournal = await a.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'journey.caps'));
    expect(capsJournal.length).toBeGreaterThanOrEqual(2);

    const { cookie: memberCookie } = await registerUser(a.app);
    expect(
      (await a.app.inject({ method: 'GET', url: '/api/admin/journeys', headers: { cookie: memberCookie } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('journeys: who hears what, when', () => {
  it('streak at risk: Saturday 10:00 in the member’s language, once across two instances, not in quiet hours', async () => {
    const { a, b } = instances;
    const cookie = await admin(a);
    await only(a, cookie, 'streak_at_risk');
    await put(a, cookie, '/streak_at_risk', {
      texts: {
        'de-CH': { title: 'Achtung, {name}!', body: 'Ihre Serie von {weeks} Wochen endet am Sonntagabend.' },
      },
    });
    // Week of Monday 23 November; the streak last grew the week before.
    const german = await member(a, { weekStreak: 3, lastWashWeek: '2026-11-16', pseudo: 'Hans' }, 'de-CH');
    const optedOut = await member(a, { weekStreak: 3, lastWashWeek: '2026-11-16', remindStreak: false });
    const withJoker = await member(a, { weekStreak: 3, lastWashWeek: '2026-11-16', streakJokers: 1 });
    const short = await member(a, { weekStreak: 1, lastWashWeek: '2026-11-16' });

    a.clock.set('2026-11-28T08:59:00Z'); // Saturday 09:59
    expect(await a.app.journeys.run()).toEqual({});
    expect(await reminders(a, german.user.id)).toHaveLength(0);
    a.clock.set('2026-11-28T09:00:00Z'); // Saturday 10:00
    const [first, second] = await Promise.all([a.app.journeys.run(), b.app.journeys.run()]);
    expect((first.streak_at_risk?.sent ?? 0) + (second.streak_at_risk?.sent ?? 0)).toBeGreaterThanOrEqual(1);
    const notes = await reminders(a, german.user.id);
    expect(notes.map((note) => [note.title, note.message, note.data])).toEqual([
      ['Achtung, Hans!', 'Ihre Serie von 3 Wochen endet am Sonntagabend.', { journey: 'streak_at_risk' }],
    ]);
    await a.app.journeys.run();
    expect(await reminders(a, german.user.id)).toHaveLength(1);
    for (const other of [optedOut, withJoker, short])
      expect(await reminders(a, other.user.id)).toHaveLength(0);

    // Became eligible at 20:30: waits for Sunday 09:00.
    const late = await member(a, { weekStreak: 2, lastWashWeek: '2026-11-16' });
    a.clock.set('2026-11-28T19:30:00Z');
    expect(await a.app.journeys.run()).toEqual({});
    expect(await reminders(a, late.user.id)).toHaveLength(0);
    a.clock.set('2026-11-29T08:00:00Z');
    await a.app.journeys.run();
    expect((await reminders(a, late.user.id)).map((note) => note.message)).toEqual([
      fr`Votre série de 2 semaines s’arrête dimanche soir. Un lavage d’ici là la prolonge et vous rapporte 20 points.`,
    ]);
  });

  it('holds back the control group, and keeps the caps with announcements counted', async () => {
    const { a } = instances;
    const cookie = await admin(a);
    await only(a, cookie, 'birthday', { holdout_percent: 30 });
    a.clock.set('2026-12-03T10:00:00Z');
    const born = await Promise.all(Array.from({ length: 12 }, () => member(a, { birthday: '12-03' })));
    const run = await a.app.journeys.run();
    expect(run.birthday?.eligible).toBe(12);
    expect((run.birthday?.sent ?? 0) + (run.birthday?.control ?? 0)).toBe(12);
    for (const someone of born) {
      const [occasion] = await a.database.db
        .select()
        .from(journeyOccasions)
        .where(eq(journeyOccasions.userId, someone.user.id));
      const notes = await reminders(a, someone.user.id);
      const gifts = await a.database.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, someone.user.id), eq(pointsLedger.reason, 'birthday')));
      if (occasion?.outcome === 'control') {
        expect(notes).toHaveLength(0);
        expect(gifts).toHaveLength(0);
      } else {
        expect(notes).toHaveLength(1);
        expect(gifts.map((gift) => gift.delta)).toEqual([50]);
      }
    }

    // Caps: one a day. A member with a birthday and a streak at risk on the same Saturday gets one.
    await put(a, cookie, '/birthday', { holdout_percent: 0 });
    await put(a, cookie, '/streak_at_risk', { enabled: true, holdout_percent: 0 });
    const both = await member(a, { birthday: '12-05', weekStreak: 4, lastWashWeek: '2026-11-23' });
    a.clock.set('2026-12-05T10:00:00Z');
    await a.app.journeys.run();
    expect(await reminders(a, both.user.id)).toHaveLength(1);
  });

  it('welcome on the third day, win-back with an offer paid by the next wash, almost there before a level or a partner reward', async () => {
    const { a } = instances;
    const cookie = await admin(a);
    await only(a, cookie, 'welcome');
    a.clock.set('2026-12-07T09:30:00Z');
    const newcomer = await registerUser(a.app, { favorite_station: 'Saint-Blaise' });
    a.clock.set('2026-12-09T10:00:00Z');
    await a.app.journeys.run();
    expect(await reminders(a, newcomer.user.id)).toHaveLength(0);
    a.clock.set('2026-12-10T10:00:00Z');
    await a.app.journeys.run();
    const [welcome] = await reminders(a, newcomer.user.id);
    expect(welcome?.message).toContain('Saint-Blaise');

    await only(a, cookie, 'win_back', { offer_points: 40 });
    const away = await member(a, { lastWashDay: '2026-11-10', totalWashes: 4 });
    a.clock.set('2026-12-11T10:00:00Z'); // 31 days later
    await a.app.journeys.run();
    const [winBack] = await reminders(a, away.user.id);
    expect(winBack?.message).toBe(
      fr`Cela fait 31 jours depuis votre dernier lavage. Lavez dans les 14 jours : +40 points offerts.`,
    );
    expect((await postWash(a.app, away.cookie)).statusCode).toBe(201);
    a.clock.set('2026-12-12T10:00:00Z');
    expect((await postWash(a.app, away.cookie)).statusCode).toBe(201);
    const offers = await a.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, away.user.id), eq(pointsLedger.reason, 'journey_offer')));
    expect(offers.map((offer) => offer.delta)).toEqual([40]);

    await only(a, cookie, 'almost_there');
    // 5 points from level 2 (a wash pays 15), with a wash two days ago; another 40 points away.
    const close = await member(a, {
      totalPoints: levelMinPoints(2) - 5,
      level: 1,
      lastWashDay: '2026-12-10',
    });
    const far = await member(a, { totalPoints: levelMinPoints(2) - 40, level: 1, lastWashDay: '2026-12-10' });
    await a.app.journeys.run();
    const [almost] = await reminders(a, close.user.id);
    expect(almost?.message).toBe(
      fr`Client, un seul lavage vous sépare du niveau 2 : il vous manque 5 points.`,
    );
    expect(await reminders(a, far.user.id)).toHaveLength(0);
    // Run again: the level's occasion was had.
    await a.app.journeys.run();
    expect(await reminders(a, close.user.id)).toHaveLength(1);

    // One wash from a running partner reward whose level is met: the partner is named,
    // once; not for a reward already unlocked, ended, or a wash too far.
    const total = levelMinPoints(3) + 1;
    const [garage, ended, unlocked, distant] = await a.database.db
      .insert(rewards)
      .values(
        [
          { partnerName: 'Garage Test', requiredPoints: total + 10 },
          { partnerName: 'Fini', requiredPoints: total + 5, endsOn: '2026-12-11' },
          { partnerName: 'Déjà', requiredPoints: total + 3 },
          { partnerName: 'Loin', requiredPoints: total + 500, requiredLevel: 3 },
        ].map((reward) => ({ ...reward, discountPercentage: 15, description: 'Test', requiredLevel: 3 })),
      )
      .returning();
    const near = await member(a, { totalPoints: total, level: 3, lastWashDay: '2026-12-10' });
    await a.database.db
      .insert(rewardUnlocks)
      .values({ userId: near.user.id, rewardId: unlocked!.id, unlockedAt: new Date() });
    await a.app.journeys.run();
    await a.app.journeys.run();
    const partner = await reminders(a, near.user.id);
    expect(partner.map((row) => row.message)).toEqual([
      fr`Client, un seul lavage vous sépare de l’offre Garage Test (−15 %) : il vous manque 10 points.`,
    ]);
    await a.database.db
      .update(rewards)
      .set({ active: false })
      .where(inArray(rewards.id, [garage!.id, ended!.id, unlocked!.id, distant!.id]));
  });
});

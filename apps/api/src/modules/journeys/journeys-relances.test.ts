import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journeyOccasions, notifications } from '../../db/schema';
import { postWash } from '../../testing/http';
import { twoInstances } from '../../testing/test-app';
import { fr } from '../../testing/french';
import { journeyHelpers } from '../../testing/journeys-fixture';

const instances = twoInstances();
const { admin, member, reminders, only } = journeyHelpers(instances);

describe('journeys: Statistics → « Relances »', () => {
  it('counts sent, control, opened and returns within 14 days, with the lift, and exports them', async () => {
    const { a } = instances;
    const cookie = await admin(a);
    await only(a, cookie, 'birthday', { holdout_percent: 30, offer_points: 20 });
    a.clock.set('2027-01-12T10:00:00Z');
    const born = await Promise.all(Array.from({ length: 16 }, () => member(a, { birthday: '01-12' })));
    await a.app.journeys.run();
    const occasions = await a.database.db
      .select()
      .from(journeyOccasions)
      .where(and(eq(journeyOccasions.journey, 'birthday'), eq(journeyOccasions.day, '2027-01-12')));
    expect(occasions).toHaveLength(16);
    const sent = occasions.filter((row) => row.outcome === 'sent');
    const control = occasions.filter((row) => row.outcome === 'control');
    // Half of each group washes within the 14 days; one more washes on day 15 (too late).
    const washers = [
      ...sent.slice(0, Math.ceil(sent.length / 2)),
      ...control.slice(0, Math.ceil(control.length / 2)),
    ];
    a.clock.set('2027-01-15T10:00:00Z');
    for (const row of washers) {
      const who = born.find((someone) => someone.user.id === row.userId)!;
      expect((await postWash(a.app, who.cookie)).statusCode).toBe(201);
    }
    const late = [...sent, ...control].find((row) => !washers.includes(row))!;
    a.clock.set('2027-01-27T10:30:00Z');
    expect(
      (await postWash(a.app, born.find((someone) => someone.user.id === late.userId)!.cookie)).statusCode,
    ).toBe(201);
    // One member read the message.
    await a.database.db
      .update(notifications)
      .set({ read: true })
      .where(eq(notifications.id, sent[0]!.notificationId!));
    const viewer = await admin(a); // the clock moved on: a session of today

    const response = await a.app.inject({
      method: 'GET',
      url: '/api/admin/statistics/journeys?from=2027-01-12&to=2027-01-12',
      headers: { cookie: viewer },
    });
    expect(response.statusCode).toBe(200);
    const birthday = response.json().journeys.find((row: { key: string }) => row.key === 'birthday');
    const returnedSent = Math.ceil(sent.length / 2) / sent.length;
    const returnedControl = control.length > 0 ? Math.ceil(control.length / 2) / control.length : null;
    expect(birthday).toMatchObject({
      eligible: 16,
      sent: sent.length,
      control: control.length,
      opened: 1,
      returned_sent: returnedSent,
      returned_control: returnedControl,
      points_paid: 20 * sent.length,
    });
    if (control.length > 0) {
      expect(birthday.lift).toBeCloseTo((returnedSent - returnedControl!) * 100, 1);
      expect(birthday.ci_low).toBeLessThan(birthday.lift);
      expect(birthday.ci_high).toBeGreaterThan(birthday.lift);
      expect(birthday.significant).toBe(false);
    }
    const bad = await a.app.inject({
      method: 'GET',
      url: '/api/admin/statistics/journeys?from=2027-01-13&to=2027-01-12',
      headers: { cookie: viewer },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(fr`La date de début suit la date de fin`);

    const csv = await a.app.inject({
      method: 'GET',
      url: '/api/admin/exports/journeys.csv?from=2027-01-12&to=2027-01-12',
      headers: { cookie: viewer },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Anniversaire;16;');
  });
});

describe('journeys: across the changes of time', () => {
  it('keeps Saturday 10:00 and the quiet hours on Zurich’s clock in both DST weeks', async () => {
    const { a } = instances;
    const cookie = await admin(a);
    await only(a, cookie, 'streak_at_risk');

    // Spring: Sunday 28 March 2027 goes from 02:00 CET to 03:00 CEST.
    const spring = await member(a, { weekStreak: 2, lastWashWeek: '2027-03-15' });
    a.clock.set('2027-03-27T08:59:00Z'); // Saturday 09:59 CET
    expect(await a.app.journeys.run()).toEqual({});
    a.clock.set('2027-03-27T09:00:00Z'); // Saturday 10:00 CET
    await a.app.journeys.run();
    expect(await reminders(a, spring.user.id)).toHaveLength(1);
    const springLate = await member(a, { weekStreak: 2, lastWashWeek: '2027-03-15' });
    a.clock.set('2027-03-28T17:59:00Z'); // Sunday 19:59 CEST: still the day
    await a.app.journeys.run();
    expect(await reminders(a, springLate.user.id)).toHaveLength(1);
    const springNight = await member(a, { weekStreak: 2, lastWashWeek: '2027-03-15' });
    a.clock.set('2027-03-28T18:00:00Z'); // Sunday 20:00 CEST: quiet (19:00 in winter time)
    expect(await a.app.journeys.run()).toEqual({});
    expect(await reminders(a, springNight.user.id)).toHaveLength(0);

    // Autumn: Sunday 31 October 2027 goes from 03:00 CEST back to 02:00 CET.
    const autumn = await member(a, { weekStreak: 2, lastWashWeek: '2027-10-18' });
    a.clock.set('2027-10-30T07:59:00Z'); // Saturday 09:59 CEST
    expect(await a.app.journeys.run()).toEqual({});
    a.clock.set('2027-10-30T08:00:00Z'); // Saturday 10:00 CEST
    await a.app.journeys.run();
    expect(await reminders(a, autumn.user.id)).toHaveLength(1);
    const autumnLate = await member(a, { weekStreak: 2, lastWashWeek: '2027-10-18' });
    a.clock.set('2027-10-31T18:30:00Z'); // Sunday 19:30 CET (20:30 in summer time)
    await a.app.journeys.run();
    expect(await reminders(a, autumnLate.user.id)).toHaveLength(1);
    const autumnNight = await member(a, { weekStreak: 2, lastWashWeek: '2027-10-18' });
    a.clock.set('2027-10-31T19:00:00Z'); // Sunday 20:00 CET
    expect(await a.app.journeys.run()).toEqual({});
    expect(await reminders(a, autumnNight.user.id)).toHaveLength(0);
    // Monday 09:00 CET: a new week; last week’s streak is no longer "at risk".
    a.clock.set('2027-11-01T08:00:00Z');
    await a.app.journeys.run();
    expect(await reminders(a, autumnNight.user.id)).toHaveLength(0);
  });
});

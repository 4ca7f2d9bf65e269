import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { users, washes } from '../../db/schema';
import { registerAdmin, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // A Friday; this week began on Monday 23 November.
  t.clock.set('2026-11-27T10:00:00Z');
});
afterAll(async () => {
  await t.close();
});

const STATIONS = ['Cernier I', 'Cernier II', 'Saint-Blaise'];

/** Washes on the given Zurich days (a day given twice: two stations that day). */
async function washOn(userId: string, days: string[]) {
  const seen = new Map<string, number>();
  for (const day of days) {
    const index = (seen.get(day) ?? 0) + 1;
    seen.set(day, index);
    await t.database.db.insert(washes).values({
      id: randomUUID(),
      userId,
      station: STATIONS[index - 1]!,
      washType: 'standard',
      day,
      dailyIndex: index,
      pointsEarned: 15,
      bonusApplied: [],
      photoKey: `washes/${userId}/${day}-${index}.jpg`,
      thumbKey: `washes/${userId}/${day}-${index}-thumb.jpg`,
      createdAt: new Date(`${day}T${String(8 + index).padStart(2, '0')}:00:00Z`),
    });
  }
}

describe('Statistics → Fidélité', () => {
  it('answers the cohorts, the weekly active members, the early return and the members at risk of a hand-computed history', async () => {
    const operator = await registerAdmin(t.app);
    const member = async (name: string) => (await registerUser(t.app, { name })).user.id as string;
    const [alice, bob, carla, dan, finn] = [
      await member('Alice Retour'),
      await member('Bob Fidèle'),
      await member('Carla Unique'),
      await member('Dan Pressé'),
      await member('Finn Nouveau'),
    ];
    // Intervals 35, 10, 13 days: usual 13; 25 days since → at risk (25 > 19.5).
    await washOn(alice!, ['2026-09-05', '2026-10-10', '2026-10-20', '2026-11-02']);
    // Two stations on 19 September count as one day: intervals 7 and 62, usual 34.5; 7 days since.
    await washOn(bob!, ['2026-09-12', '2026-09-19', '2026-09-19', '2026-11-20']);
    await washOn(carla!, ['2026-09-01']);
    // Usual 1 day; 51 days since: the most overdue.
    await washOn(dan!, ['2026-10-05', '2026-10-06', '2026-10-07']);
    await washOn(finn!, ['2026-11-25']);
    // The operator's own washes count nowhere (she would be at risk and in October's cohort).
    await washOn(operator.user.id, ['2026-10-05', '2026-10-08', '2026-10-09']);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/statistics/retention',
      headers: { cookie: operator.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json();

    expect(figures.cohorts.map((row: { month: string }) => row.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const byMonth = Object.fromEntries(figures.cohorts.map((row: { month: string }) => [row.month, row]));
    // September: Alice, Bob, Carla; October saw Alice again, November Alice and Bob.
    expect(byMonth['2026-09']).toEqual({
      month: '2026-09',
      size: 3,
      rates: [1 / 3, 2 / 3, ...Array(10).fill(null)],
    });
    // October: Dan alone (not the operator), gone in November.
    expect(byMonth['2026-10']).toEqual({ month: '2026-10', size: 1, rates: [0, ...Array(11).fill(null)] });
    expect(byMonth['2026-11']).toEqual({ month: '2026-11', size: 1, rates: Array(12).fill(null) });
    expect(byMonth['2026-08']).toEqual({ month: '2026-08', size: 0, rates: Array(12).fill(null) });

    expect(figures.weekly_active).toHaveLength(26);
    expect(figures.weekly_active[0].week_start).toBe('2026-06-01');
    expect(figures.weekly_active[25].week_start).toBe('2026-11-23');
    const active = Object.fromEntries(
      figures.weekly_active
        .filter((week: { count: number }) => week.count > 0)
        .map((week: { week_start: string; count: number }) => [week.week_start, week.count]),
    );
    expect(active).toEqual({
      '2026-08-31': 2, // Alice, Carla
      '2026-09-07': 1, // Bob
      '2026-09-14': 1, // Bob, twice on one day
      '2026-10-05': 2, // Dan three days, Alice; not the operator
      '2026-10-19': 1,
      '2026-11-02': 1,
      '2026-11-16': 1,
      '2026-11-23': 1,
    });

    // First washes from 30 July to 28 October: Alice (back after 35 days: too late), Bob
    // (7 days), Carla (never), Dan (the next day).
    expect(figures.early_return_members).toBe(4);
    expect(figures.early_return).toBe(0.5);

    expect(figures.at_risk_total).toBe(2);
    expect(figures.at_risk).toEqual([
      {
        user_id: dan,
        name: 'Dan Pressé',
        last_wash_at: '2026-10-07T09:00:00.000Z',
        usual_interval_days: 1,
        days_since: 51,
      },
      {
        user_id: alice,
        name: 'Alice Retour',
        last_wash_at: '2026-11-02T09:00:00.000Z',
        usual_interval_days: 13,
        days_since: 25,
      },
    ]);
    // No e-mail address in the answer.
    expect(response.body).not.toMatch(/@/);

    // The same members, as an announcement's audience.
    const audience = await t.app.inject({
      method: 'POST',
      url: '/api/admin/announcements/audience',
      headers: { cookie: operator.cookie },
      payload: { audience: 'at_risk', station: null },
    });
    expect(audience.statusCode, audience.body).toBe(200);
    expect(audience.json().count).toBe(2);

    // Exported whole, in the same order, and journaled like every export.
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/exports/at_risk.csv',
      headers: { cookie: operator.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="relances-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Identifiant;Nom;Dernier lavage (date);Dernier lavage (heure);Rythme habituel (jours);Sans lavage depuis (jours)',
      `${dan};Dan Pressé;07.10.2026;11:00;1;51`,
      `${alice};Alice Retour;02.11.2026;10:00;13;25`,
    ]);

    // A wash removed, a wash moved to another day, an account deleted: the figures follow
    // (the members' rhythm is kept by triggers, whichever path changes the washes).
    await t.database.db.delete(washes).where(and(eq(washes.userId, alice!), eq(washes.day, '2026-10-10')));
    await t.database.db
      .update(washes)
      .set({ day: '2026-11-26' })
      .where(and(eq(washes.userId, bob!), eq(washes.day, '2026-11-20')));
    await t.database.db.delete(users).where(eq(users.id, dan!));
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/statistics/retention',
        headers: { cookie: operator.cookie },
      })
    ).json();
    // Alice: intervals 45 and 13, usual 29, 25 days since: no longer at risk; Dan is gone.
    expect(after.at_risk_total).toBe(0);
    const cohortsAfter = Object.fromEntries(after.cohorts.map((row: { month: string }) => [row.month, row]));
    // Alice still washed in October (the 20th); October's cohort is empty without Dan.
    expect(cohortsAfter['2026-09'].rates.slice(0, 2)).toEqual([1 / 3, 2 / 3]);
    expect(cohortsAfter['2026-10']).toEqual({ month: '2026-10', size: 0, rates: Array(12).fill(null) });
    const weeksAfter = Object.fromEntries(
      after.weekly_active.map((week: { week_start: string; count: number }) => [week.week_start, week.count]),
    );
    // Bob's wash moved from the week of the 16th to that of the 23rd; Dan's October week lost him.
    expect([weeksAfter['2026-10-05'], weeksAfter['2026-11-16'], weeksAfter['2026-11-23']]).toEqual([0, 0, 2]);
    // Early return: Alice, Bob, Carla (Dan deleted); Bob came back within 7 days.
    expect([after.early_return_members, after.early_return]).toEqual([3, 1 / 3]);
  });

  it('is for operators only', async () => {
    const member = await registerUser(t.app);
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/admin/statistics/retention',
      headers: { cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().detail).toMatch(/administrateur/i);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/statistics/retention' });
    expect(anonymous.statusCode).toBe(401);
  });
});

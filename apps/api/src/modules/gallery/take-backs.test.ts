import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, userBadges, users } from '../../db/schema';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const pointsOf = async (userId: string) =>
  (await t.database.db.select({ points: users.totalPoints }).from(users).where(eq(users.id, userId)))[0]!
    .points;
const badgesOf = async (userId: string) =>
  (await t.database.db.select().from(userBadges).where(eq(userBadges.userId, userId)))
    .map((row) => row.badgeId)
    .sort();
const remove = (washId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/photos/${washId}`, headers: { cookie: admin.cookie } });

describe('what the removal of a wash takes back', () => {
  it('takes back the badges the remaining washes no longer earn, and the review bonus of a station left without a wash', async () => {
    // Tuesday 10 November 2026, 07:00 in Zurich: an early bird at three stations.
    t.clock.set('2026-11-10T06:00:00Z');
    const member = await registerUser(t.app);
    const washIds: string[] = [];
    for (const station of ['Cernier I', 'Cernier II', 'Saint-Blaise']) {
      const wash = await postWash(t.app, member.cookie, station);
      expect(wash.statusCode, wash.body).toBe(201);
      washIds.push(wash.json().id);
    }
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/washes/${washIds[2]}/google-review`,
      headers: { cookie: member.cookie },
      payload: {},
    });
    expect(review.statusCode, review.body).toBe(200);
    const earned = await badgesOf(member.user.id);
    expect(earned).toEqual(
      expect.arrayContaining(['all_stations', 'early_bird', 'first_review', 'first_wash']),
    );
    const before = await pointsOf(member.user.id);

    // The Saint-Blaise wash goes: the station count and its review bonus with it.
    expect((await remove(washIds[2]!)).statusCode).toBe(200);
    expect(await badgesOf(member.user.id)).not.toContain('all_stations');
    expect(await badgesOf(member.user.id)).toContain('first_wash');
    const ledger = await t.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, member.user.id));
    expect(ledger.some((row) => row.reason === 'badge_revoked' && row.reference === 'all_stations')).toBe(
      true,
    );
    expect(ledger.some((row) => row.reason === 'review_revoked' && row.reference === 'saint-blaise')).toBe(
      true,
    );

    // All of them: nothing a wash earned is left, and the history says why.
    for (const id of washIds.slice(0, 2)) expect((await remove(id)).statusCode).toBe(200);
    const left = await badgesOf(member.user.id);
    for (const id of ['first_wash', 'all_stations', 'early_bird']) expect(left).not.toContain(id);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/users/points-history?limit=100',
      headers: { cookie: member.cookie },
    });
    const labels = history.json().entries.map((entry: { label: string }) => entry.label);
    expect(labels).toContain(fr`Badge « Premier lavage » repris : le lavage qui le valait a été retiré`);
    expect(labels).toContain(fr`Bonus d’avis Google repris (Saint-Blaise) : son lavage a été retiré`);
    for (const id of ['first_review']) expect(left).not.toContain(id);
    // Nothing a wash earned is left: 0 points (85 → 40 once, the badges' rewards kept).
    expect(await pointsOf(member.user.id)).toBe(0);
    const sum = history
      .json()
      .entries.reduce((total: number, entry: { delta: number }) => total + entry.delta, 0);
    expect(sum).toBe(await pointsOf(member.user.id));
    expect(await pointsOf(member.user.id)).toBeLessThan(before);

    // Earned again with a new wash: paid again.
    t.clock.set('2026-11-12T06:00:00Z');
    expect((await postWash(t.app, member.cookie, 'Cernier I')).statusCode).toBe(201);
    expect(await badgesOf(member.user.id)).toContain('first_wash');
    const paid = await t.database.db
      .select()
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.userId, member.user.id),
          eq(pointsLedger.reason, 'badge'),
          eq(pointsLedger.reference, 'first_wash'),
        ),
      );
    expect(paid).toHaveLength(2);
  });
});

import { DEFAULT_POINTS_SCALE } from '@app/shared/domain/points-scale';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, badges, pointsLedger } from '../../db/schema';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { twoInstances, type TestApp } from '../../testing/test-app';

const instances = twoInstances();
let a: TestApp;
let b: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  ({ a, b } = instances);
  admin = await registerAdmin(a.app);
  // Wednesday 18 November 2026, 12:00 in Zurich: no off-peak, no weekend bonus.
  a.clock.set('2026-11-18T11:00:00Z');
});

const scaleCall = (t: TestApp, cookie: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: '/api/admin/points-scale',
    headers: { cookie },
    payload,
  });

async function lastAudit() {
  const [row] = await a.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe('the points scale (Barème des points)', () => {
  it("starts at the spec's amounts, lists every badge's reward, and is the operator's alone", async () => {
    const answer = await scaleCall(a, admin.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().scale).toEqual(DEFAULT_POINTS_SCALE);
    expect(answer.json().defaults).toEqual(DEFAULT_POINTS_SCALE);
    expect(answer.json().badges.length).toBeGreaterThanOrEqual(24);
    const member = await registerUser(a.app);
    expect((await scaleCall(a, member.cookie)).statusCode).toBe(403);
    expect((await scaleCall(a, member.cookie, { scale: { wash_standard: 500 } })).statusCode).toBe(403);
  });

  it('refuses amounts out of bounds, of the wrong type or unknown, and changes nothing', async () => {
    for (const payload of [
      { scale: { wash_standard: 501 } },
      { scale: { wash_standard: -1 } },
      { scale: { off_peak: 2.5 } },
      { scale: { weekend: '10' } },
      { scale: { jackpot: 1000 } },
      { badge_rewards: [{ id: 'first_wash', points_reward: 900 }] },
    ]) {
      const answer = await scaleCall(a, admin.cookie, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().detail).toMatch(/[a-zé]/);
    }
    const unknownBadge = await scaleCall(a, admin.cookie, {
      badge_rewards: [{ id: 'no-such-badge', points_reward: 10 }],
    });
    expect(unknownBadge.statusCode).toBe(404);
    expect(unknownBadge.json().detail).toBe('Badge introuvable');
    expect((await scaleCall(a, admin.cookie)).json().scale).toEqual(DEFAULT_POINTS_SCALE);
  });

  it('pays the new base from the next wash, on the other instance at once, and never rewrites the ledger', async () => {
    const member = await registerUser(a.app);
    const before = await postWash(a.app, member.cookie, 'Cernier I');
    expect(before.json().points_earned).toBe(15);

    const changed = await scaleCall(a, admin.cookie, { scale: { wash_standard: 40, share_tiktok: 30 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().scale).toMatchObject({ wash_standard: 40, share_tiktok: 30, off_peak: 10 });
    // Audited with only what changed, before and after.
    expect(await lastAudit()).toMatchObject({
      action: 'points_scale.update',
      adminId: admin.user.id,
      details: {
        before: { wash_standard: 15, share_tiktok: 20 },
        after: { wash_standard: 40, share_tiktok: 30 },
      },
    });

    // The other instance reads the new amount at once.
    const after = await postWash(b.app, member.cookie, 'Cernier II');
    expect(after.statusCode).toBe(201);
    expect(after.json().points_earned).toBe(40);
    expect(after.json().breakdown.base).toBe(40);
    const ledger = await a.database.db
      .select({ delta: pointsLedger.delta })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, member.user.id), eq(pointsLedger.reason, 'wash')))
      .orderBy(pointsLedger.createdAt);
    expect(ledger.map((row) => row.delta)).toEqual([15, 40]);

    // A share pays the new TikTok amount; the programme tells members' screens.
    const share = await b.app.inject({
      method: 'POST',
      url: '/api/social/share',
      headers: { cookie: member.cookie },
      payload: { platform: 'tiktok', wash_id: after.json().id },
    });
    expect(share.json().bonus_points).toBe(30);
    const programme = await b.app.inject({
      method: 'GET',
      url: '/api/programme',
      headers: { cookie: member.cookie },
    });
    expect(programme.json().points_scale).toMatchObject({ wash_standard: 40, share_tiktok: 30 });
  });

  it("changes a badge's reward, audited, and pays the new reward at the next unlock", async () => {
    const changed = await scaleCall(a, admin.cookie, {
      badge_rewards: [{ id: 'first_wash', points_reward: 77 }],
    });
    expect(changed.statusCode).toBe(200);
    expect(
      changed.json().badges.find((badge: { id: string }) => badge.id === 'first_wash').points_reward,
    ).toBe(77);
    expect(await lastAudit()).toMatchObject({
      action: 'points_scale.update',
      details: { before: { badges: { first_wash: 10 } }, after: { badges: { first_wash: 77 } } },
    });
    const member = await registerUser(a.app);
    await postWash(a.app, member.cookie, 'Saint-Blaise');
    const [paid] = await a.database.db
      .select({ delta: pointsLedger.delta })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, member.user.id), eq(pointsLedger.reason, 'badge')));
    expect(paid?.delta).toBe(77);
    // Nothing else moved: an unchanged amount writes no audit entry.
    const entries = (await a.database.db.select().from(auditLog)).length;
    expect((await scaleCall(a, admin.cookie, { scale: { wash_standard: 40 } })).statusCode).toBe(200);
    expect((await a.database.db.select().from(auditLog)).length).toBe(entries);
    await a.database.db.update(badges).set({ pointsReward: 10 }).where(eq(badges.id, 'first_wash'));
  });
});

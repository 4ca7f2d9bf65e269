import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, rewards } from '../../db/schema';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const offer = {
  partner_name: 'Garage Test',
  image_url: '/rewards/garage.svg',
  discount_percentage: 12,
  promo_code: 'TEST12',
  description: 'Douze pour cent',
  conditions: 'Sur rendez-vous',
  required_level: 1,
  required_points: 10,
};

describe('GET /api/viral/rewards', () => {
  it('shows members none of the five seeded examples until the operator activates one', async () => {
    const { cookie, user } = await registerUser(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/api/viral/rewards', headers: { cookie } });
    expect(before.statusCode).toBe(200);
    expect(JSON.stringify(before.json())).not.toContain('(exemple)');
    // A wash that would reach the bakery's threshold notifies nothing about an example.
    t.clock.set('2026-11-10T10:00:00Z');
    expect((await postWash(t.app, cookie)).statusCode).toBe(201);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'reward')));
    expect(notes.filter((note) => note.message.includes('exemple'))).toEqual([]);

    // The operator makes the bakery real: from then on it is listed, with progress, and
    // promo codes only for what is unlocked.
    const { cookie: adminCookie } = await registerAdmin(t.app);
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/admin/rewards', headers: { cookie: adminCookie } })
    ).json().rewards as { id: string; partner_name: string; active: boolean; is_example: boolean }[];
    const examples = all.filter((reward) => reward.is_example);
    expect(examples).toHaveLength(5);
    expect(examples.every((reward) => !reward.active)).toBe(true);
    const bakery = examples.find((reward) => reward.partner_name.startsWith('Boulangerie'))!;
    const activated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/rewards/${bakery.id}`,
      headers: { cookie: adminCookie },
      payload: {
        ...offer,
        partner_name: 'Boulangerie du Val-de-Ruz',
        promo_code: 'ECLAT10',
        required_points: 0,
      },
    });
    expect(activated.statusCode).toBe(200);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/viral/rewards', headers: { cookie } })
    ).json().rewards as Record<string, unknown>[];
    for (const reward of list) {
      expect(reward).toHaveProperty('progress_percent');
      if (reward.unlocked === false) expect(reward).not.toHaveProperty('promo_code');
    }
    expect(list.find((reward) => reward.partner_name === 'Boulangerie du Val-de-Ruz')).toMatchObject({
      unlocked: true,
      promo_code: 'ECLAT10',
      progress_percent: 100,
    });
    expect(JSON.stringify(list)).not.toContain('BRILLANCE30');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/viral/rewards' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Vous devez être connecté');
  });

  it('notifies the first unlock of a reward once, when a wash reaches it', async () => {
    const { cookie: adminCookie } = await registerAdmin(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rewards',
      headers: { cookie: adminCookie },
      payload: { ...offer, partner_name: 'Seuil 10 points', required_points: 10 },
    });
    expect(created.statusCode).toBe(201);
    const { user, cookie } = await registerUser(t.app);
    t.clock.set('2026-11-16T10:00:00Z');
    expect((await postWash(t.app, cookie)).statusCode).toBe(201);
    t.clock.set('2026-11-17T10:00:00Z');
    expect((await postWash(t.app, cookie)).statusCode).toBe(201);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'reward')));
    const forThisOne = notes.filter((note) => note.message.includes('Seuil 10 points'));
    expect(forThisOne).toHaveLength(1);
    expect(forThisOne[0]?.data).toEqual({ reward_id: created.json().reward.id });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/viral/rewards', headers: { cookie } })
    ).json().rewards;
    expect(
      list.find((reward: { partner_name: string }) => reward.partner_name === 'Seuil 10 points'),
    ).toMatchObject({
      unlocked: true,
      promo_code: 'TEST12',
    });
  });
});

describe('/api/admin/rewards', () => {
  it('creates, lists, updates and deletes offers, each with an audit entry', async () => {
    const { cookie, user } = await registerAdmin(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rewards',
      headers: { cookie },
      payload: offer,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().reward.id as string;
    expect(created.json().reward).toMatchObject({
      partner_name: 'Garage Test',
      active: true,
      is_example: false,
    });

    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/rewards', headers: { cookie } });
    expect(listed.json().rewards.some((reward: { id: string }) => reward.id === id)).toBe(true);
    // The examples the operator has not made their own yet (the test above edited one).
    expect(listed.json().rewards.filter((reward: { is_example: boolean }) => reward.is_example)).toHaveLength(
      4,
    );

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/rewards/${id}`,
      headers: { cookie },
      payload: { ...offer, discount_percentage: 40, active: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().reward).toMatchObject({ discount_percentage: 40, active: false });
    // An inactive offer is not shown to members.
    const member = await registerUser(t.app);
    const memberList = (
      await t.app.inject({ method: 'GET', url: '/api/viral/rewards', headers: { cookie: member.cookie } })
    ).json().rewards;
    expect(memberList.some((reward: { id: string }) => reward.id === id)).toBe(false);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/rewards/${id}`,
      headers: { cookie },
    });
    expect(deleted.json()).toEqual({ success: true, message: 'Récompense supprimée' });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/rewards/${id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Récompense introuvable');

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'reward.create',
      'reward.delete',
      'reward.update',
    ]);
    expect(audit.every((row) => row.adminId === user.id)).toBe(true);
  });

  it('refuses bad fields with a French detail and changes nothing', async () => {
    const { cookie } = await registerAdmin(t.app);
    const before = await t.database.db.select().from(rewards);
    for (const payload of [
      { ...offer, discount_percentage: 150 },
      { ...offer, partner_name: '' },
      { ...offer, required_level: 0 },
      { ...offer, image_url: 'javascript:alert(1)' },
      { ...offer, description: 'x'.repeat(501) },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/rewards',
        headers: { cookie },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().success).toBe(false);
      expect(typeof response.json().detail).toBe('string');
    }
    const badId = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/rewards/pas-un-id',
      headers: { cookie },
      payload: offer,
    });
    expect(badId.statusCode).toBe(400);
    expect(await t.database.db.select().from(rewards)).toHaveLength(before.length);
  });

  it('is 403 for members and 401 for visitors, on every call', async () => {
    const { cookie } = await registerUser(t.app);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/admin/rewards'],
      ['POST', '/api/admin/rewards'],
      ['PUT', `/api/admin/rewards/${id}`],
      ['DELETE', `/api/admin/rewards/${id}`],
    ] as const) {
      const member = await t.app.inject({
        method,
        url,
        headers: { cookie },
        payload: method === 'GET' || method === 'DELETE' ? undefined : offer,
      });
      expect(member.statusCode, `${method} ${url}`).toBe(403);
      expect(member.json().detail).toBe(fr`Accès refusé : droits administrateur requis`);
      const visitor = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : offer,
      });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

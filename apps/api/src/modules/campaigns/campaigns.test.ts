import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaigns } from '../../db/schema';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { twoInstances, type TestApp } from '../../testing/test-app';

const instances = twoInstances();
let a: TestApp;
let b: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  ({ a, b } = instances);
  admin = await registerAdmin(a.app);
});

const create = (payload: object, t = a, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/admin/campaigns', headers: { cookie }, payload });

async function lastAudit() {
  const [row] = await a.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

async function clearCampaigns() {
  await a.database.db.delete(campaigns);
}

describe('campaigns on wash points', () => {
  it('refuses what a campaign cannot be, in French, and members entirely', async () => {
    a.clock.set('2026-12-01T10:00:00Z');
    const good = {
      name: 'Double Saint-Blaise',
      kind: 'multiplier',
      value: 200,
      ends_at: '2026-12-31T23:00:00Z',
    };
    const cases: [object, string][] = [
      [{ ...good, value: 400 }, 'Le multiplicateur doit être entre ×1,1 et ×3'],
      [{ ...good, kind: 'bonus', value: 0 }, 'Le bonus doit être entre 1 et 500 points'],
      [{ ...good, name: '' }, 'Le nom de la campagne est requis'],
      [{ ...good, name: 'x'.repeat(61) }, 'Le nom de la campagne ne peut pas dépasser 60 caractères'],
      [{ ...good, kind: 'jackpot' }, 'Type de campagne inconnu'],
      [{ ...good, from_minute: 600 }, 'Indiquez l’heure de début et l’heure de fin, ou aucune'],
      [{ ...good, from_minute: 600, to_minute: 540 }, 'L’heure de fin doit suivre l’heure de début'],
      [
        { ...good, starts_at: '2026-12-20T00:00:00Z', ends_at: '2026-12-10T00:00:00Z' },
        'La fin de la campagne doit suivre son début',
      ],
      [{ ...good, ends_at: '2026-11-30T00:00:00Z' }, 'La fin de la campagne doit être dans le futur'],
      [{ ...good, ends_at: '2028-12-31T00:00:00Z' }, 'Une campagne dure au plus un an'],
      [{ ...good, stations: ['Genève'] }, 'Station inconnue'],
      [{ ...good, weekdays: [8] }, 'Jour invalide'],
      [{ ...good, ends_at: 'demain' }, 'Date de fin invalide'],
    ];
    for (const [payload, detail] of cases) {
      const answer = await create(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().detail, JSON.stringify(payload)).toBe(detail);
    }
    const member = await registerUser(a.app);
    expect((await create(good, a, member.cookie)).statusCode).toBe(403);
    expect(await a.database.db.select().from(campaigns)).toEqual([]);
  });

  it('doubles washes at its station and hours only, names itself in the answer, and shows on the programme', async () => {
    await clearCampaigns();
    // Tuesday 1 December 2026, 13:00 in Zurich (12:00 UTC).
    a.clock.set('2026-12-01T12:00:00Z');
    const created = await create({
      name: 'Double Saint-Blaise',
      kind: 'multiplier',
      value: 200,
      ends_at: '2026-12-31T23:00:00Z',
      stations: ['Saint-Blaise'],
      weekdays: [1, 2, 3, 4, 5],
      from_minute: 14 * 60,
      to_minute: 16 * 60,
    });
    expect(created.statusCode).toBe(201);
    const campaign = created.json().campaign;
    expect(campaign).toMatchObject({ name: 'Double Saint-Blaise', created_by: 'Admin Test', washes: 0 });
    expect(await lastAudit()).toMatchObject({
      action: 'campaign.create',
      targetId: campaign.id,
      details: { after: { name: 'Double Saint-Blaise', value: 200 } },
    });

    const member = await registerUser(a.app);
    // 13:00: before its hours.
    const early = await postWash(a.app, member.cookie, 'Saint-Blaise');
    expect(early.json()).toMatchObject({ points_earned: 15, campaigns: [] });
    // 14:30 the next day on the other instance: at Saint-Blaise ×2, at Cernier I not.
    a.clock.set('2026-12-02T13:30:00Z');
    const doubled = await postWash(b.app, member.cookie, 'Saint-Blaise');
    expect(doubled.statusCode).toBe(201);
    expect(doubled.json()).toMatchObject({
      points_earned: 30,
      bonus_applied: ['campaign'],
      breakdown: { base: 15, campaign: 15 },
      campaigns: ['Double Saint-Blaise'],
    });
    const elsewhere = await postWash(b.app, member.cookie, 'Cernier I');
    expect(elsewhere.json()).toMatchObject({ points_earned: 15, campaigns: [] });

    const programme = await b.app.inject({
      method: 'GET',
      url: '/api/programme',
      headers: { cookie: member.cookie },
    });
    expect(programme.json().campaigns).toEqual([
      expect.objectContaining({ name: 'Double Saint-Blaise', stations: ['Saint-Blaise'], from_minute: 840 }),
    ]);
    const list = await a.app.inject({
      method: 'GET',
      url: '/api/admin/campaigns',
      headers: { cookie: admin.cookie },
    });
    expect(list.json().campaigns[0]).toMatchObject({ washes: 1, extra_points: 15 });
  });

  it('never stacks beyond ×3, and a campaign started by hand runs until it is stopped', async () => {
    await clearCampaigns();
    a.clock.set('2026-12-03T13:30:00Z'); // Thursday 14:30
    await create({ name: 'Triple', kind: 'multiplier', value: 300, ends_at: '2026-12-31T23:00:00Z' });
    const rain = await create({
      name: 'Jour de pluie',
      kind: 'bonus',
      value: 10,
      ends_at: '2026-12-03T23:00:00Z',
    });
    expect(rain.json().campaign.starts_at).toBe('2026-12-03T13:30:00.000Z');
    a.clock.advance(60_000);
    const member = await registerUser(a.app);
    const capped = await postWash(a.app, member.cookie, 'Cernier II');
    expect(capped.json()).toMatchObject({ points_earned: 45, campaigns: ['Triple', 'Jour de pluie'] });

    const stopped = await a.app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${rain.json().campaign.id}/stop`,
      headers: { cookie: admin.cookie },
    });
    expect(stopped.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'campaign.stop', targetId: rain.json().campaign.id });
    a.clock.advance(60_000);
    const after = await postWash(a.app, member.cookie, 'Saint-Blaise');
    expect(after.json()).toMatchObject({ points_earned: 45, campaigns: ['Triple'] });
    // A stopped campaign cannot be stopped or changed again.
    const again = await a.app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${rain.json().campaign.id}/stop`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Cette campagne est déjà terminée');
    const missing = await a.app.inject({
      method: 'DELETE',
      url: '/api/admin/campaigns/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Campagne introuvable');
    const malformed = await a.app.inject({
      method: 'DELETE',
      url: '/api/admin/campaigns/42',
      headers: { cookie: admin.cookie },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('reads its hours on the Zurich clock across the change to summer time', async () => {
    await clearCampaigns();
    a.clock.set('2027-03-22T08:00:00Z');
    // A year on: the operator signs in again.
    const operator = await registerAdmin(a.app);
    const midi = await create(
      {
        name: 'Midi',
        kind: 'bonus',
        value: 5,
        ends_at: '2027-04-05T00:00:00Z',
        from_minute: 12 * 60,
        to_minute: 13 * 60,
      },
      a,
      operator.cookie,
    );
    expect(midi.statusCode, midi.body).toBe(201);
    const member = await registerUser(a.app);
    // Saturday 27 March 2027, 12:30 in Zurich = 11:30 UTC (winter).
    a.clock.set('2027-03-27T11:30:00Z');
    expect((await postWash(a.app, member.cookie, 'Cernier I')).json().campaigns).toEqual(['Midi']);
    // Monday 29 March, 12:30 in Zurich = 10:30 UTC (summer); 11:30 UTC is 13:30, outside.
    a.clock.set('2027-03-29T10:30:00Z');
    expect((await postWash(a.app, member.cookie, 'Cernier I')).json().campaigns).toEqual(['Midi']);
    a.clock.set('2027-03-30T11:30:00Z');
    expect((await postWash(a.app, member.cookie, 'Cernier I')).json().campaigns).toEqual([]);
  });

  it('changes a running campaign without moving its start, audited before and after, and deletes one', async () => {
    await clearCampaigns();
    a.clock.set('2026-12-10T10:00:00Z');
    admin = await registerAdmin(a.app);
    const created = await create({ name: 'Avent', kind: 'bonus', value: 5, ends_at: '2026-12-24T23:00:00Z' });
    const id = created.json().campaign.id;
    a.clock.advance(3_600_000);
    const changed = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/campaigns/${id}`,
      headers: { cookie: admin.cookie },
      payload: {
        name: 'Avent',
        kind: 'bonus',
        value: 8,
        starts_at: '2026-12-20T00:00:00Z',
        ends_at: '2026-12-24T23:00:00Z',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().campaign).toMatchObject({ value: 8, starts_at: '2026-12-10T10:00:00.000Z' });
    expect(await lastAudit()).toMatchObject({
      action: 'campaign.update',
      details: { before: { value: 5 }, after: { value: 8 } },
    });
    const deleted = await a.app.inject({
      method: 'DELETE',
      url: `/api/admin/campaigns/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await a.database.db.select().from(campaigns).where(eq(campaigns.id, id))).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'campaign.delete', targetId: id });
  });
});

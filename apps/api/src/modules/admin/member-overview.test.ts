import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-18T10:00:00Z');
});
afterAll(() => t.close());

describe('GET /api/admin/users/:id/overview', () => {
  it('gathers a member’s profile, sign-in, sessions, mute, washes, ledger, badges and reports', async () => {
    const admin = await registerAdmin(t.app);
    const member = await registerUser(t.app, { name: 'Inès Lambert', favorite_station: 'Saint-Blaise' });
    const reporter = await registerUser(t.app, { name: 'Rémi Rapporteur' });
    const call = (method: 'GET' | 'POST', url: string, cookie = admin.cookie, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, payload });

    const wash = await postWash(t.app, member.cookie, 'Saint-Blaise');
    expect(wash.statusCode).toBe(201);
    expect(
      (
        await call('POST', `/api/admin/users/${member.user.id}/points`, admin.cookie, {
          delta: 5,
          reason: 'Geste commercial',
        })
      ).statusCode,
    ).toBe(200);
    const sent = await call('POST', '/api/chat/send', member.cookie, { content: 'Bonjour à tous' });
    await call('POST', `/api/chat/messages/${sent.json().id}/report`, reporter.cookie, { reason: 'Spam' });
    await call('POST', '/api/admin/chat/mute', admin.cookie, {
      user_id: member.user.id,
      hours: 2,
      reason: 'Pause',
    });

    const answer = await call('GET', `/api/admin/users/${member.user.id}/overview`);
    expect(answer.statusCode, answer.body).toBe(200);
    const overview = answer.json();
    expect(overview.user).toMatchObject({
      id: member.user.id,
      name: 'Inès Lambert',
      email: member.body.email,
      favorite_station: 'Saint-Blaise',
      total_washes: 1,
    });
    expect(overview.sign_in).toEqual({ password: true, providers: [] });
    expect(overview.active_sessions).toBe(1);
    expect(overview.mute).toEqual({ muted_until: '2026-11-18T12:00:00.000Z', reason: 'Pause' });
    expect(overview.washes_total).toBe(1);
    expect(overview.washes[0]).toMatchObject({ id: wash.json().id, station: 'Saint-Blaise' });
    expect(overview.washes[0].thumbnail_url).toMatch(/^\/api\/media\/washes\//);
    expect(overview.ledger.map((row: { label: string }) => row.label)).toContain(
      fr`Ajustement par l’équipe : Geste commercial`,
    );
    expect(overview.ledger.map((row: { label: string }) => row.label)).toContain('Lavage à Saint-Blaise');
    expect(overview.reports).toEqual({
      made: 0,
      received: 1,
      latest_received: [
        {
          message: 'Bonjour à tous',
          reporter_name: 'Rémi Rapporteur',
          reason: 'Spam',
          created_at: expect.any(String),
        },
      ],
    });
    expect(JSON.stringify(overview)).not.toContain('argon2');

    expect((await call('GET', `/api/admin/users/${member.user.id}/overview`, member.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000/overview')).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/users/pas-un-id/overview')).statusCode).toBe(400);
  });
});

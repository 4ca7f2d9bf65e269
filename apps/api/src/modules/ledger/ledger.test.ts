import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Wednesday 18 November 2026, 12:00 in Zurich.
  t.clock.set('2026-11-18T11:00:00Z');
});
afterAll(async () => {
  await t.close();
});

const history = (cookie: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/users/points-history${query}`, headers: { cookie } });

interface Entry {
  delta: number;
  reason: string;
  label: string;
  created_at: string;
}

describe('GET /api/users/points-history', () => {
  it('tells every ledger row of the member in French, newest first, and sums to their total', async () => {
    const admin = await registerAdmin(t.app);
    const friend = await registerUser(t.app, { name: 'Paul Parrain' });
    const referral = await t.app.inject({
      method: 'POST',
      url: '/api/viral/init-user-data',
      headers: { cookie: friend.cookie },
    });
    const code = referral.json().referral_code as string;
    const member = await registerUser(t.app, { name: 'Léa Lavage' });
    await t.app.inject({
      method: 'POST',
      url: '/api/viral/referral/use-code',
      headers: { cookie: member.cookie },
      payload: { referral_code: code },
    });
    const wash = await postWash(t.app, member.cookie, 'Saint-Blaise');
    expect(wash.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/social/share',
      headers: { cookie: member.cookie },
      payload: { platform: 'tiktok', wash_id: wash.json().id },
    });
    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.user.id}/points`,
      headers: { cookie: admin.cookie },
      payload: { delta: -5, reason: 'Doublon corrigé' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const second = await postWash(t.app, member.cookie, 'Cernier I');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/photos/${second.json().id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const answer = await history(member.cookie, '?limit=100');
    expect(answer.statusCode).toBe(200);
    const entries = answer.json().entries as Entry[];
    const labels = entries.map((entry) => `${entry.delta > 0 ? '+' : ''}${entry.delta} ${entry.label}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        fr`+50 Parrainage : bienvenue de la part de Paul`,
        '+15 Lavage à Saint-Blaise',
        fr`+10 Badge « Premier lavage »`,
        '+20 Partage TikTok du lavage à Saint-Blaise',
        fr`-5 Ajustement par l’équipe : Doublon corrigé`,
        `-${second.json().points_earned} Lavage retiré par l’équipe (photo supprimée)`,
        `+${second.json().points_earned} Lavage (photo supprimée ensuite)`,
      ]),
    );
    expect(answer.json().total).toBe(entries.length);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: member.cookie } });
    expect(entries.reduce((sum, entry) => sum + entry.delta, 0)).toBe(me.json().total_points);
    const times = entries.map((entry) => Date.parse(entry.created_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    // The friend's side: their +100 once Léa's first wash is validated, by her public name.
    const theirs = (await history(friend.cookie)).json().entries as Entry[];
    expect(theirs.map((entry) => entry.label)).toContain(
      fr`Parrainage : premier lavage de votre filleul Léa`,
    );
    expect(JSON.stringify(theirs)).not.toContain('@');
  });

  it('names a badge in the member’s language, as the badges screen does', async () => {
    const member = await registerUser(t.app, { locale: 'de-CH' });
    expect((await postWash(t.app, member.cookie, 'Cernier II')).statusCode).toBe(201);
    const labels = ((await history(member.cookie)).json().entries as Entry[]).map((entry) => entry.label);
    expect(labels).toContain('Abzeichen «Erste Wäsche»');
    expect(JSON.stringify(labels)).not.toContain('Premier lavage');
  });

  it('pages, refuses bad paging and visitors, and shows nobody else’s ledger', async () => {
    const member = await registerUser(t.app);
    await postWash(t.app, member.cookie, 'Cernier II');
    const first = await history(member.cookie, '?limit=1');
    expect(first.json().entries).toHaveLength(1);
    expect(first.json().total).toBe(2);
    const next = await history(member.cookie, '?limit=1&skip=1');
    expect(next.json().entries[0].label).not.toBe(first.json().entries[0].label);
    expect((await history(member.cookie, '?limit=0')).statusCode).toBe(400);
    expect((await history(member.cookie, '?limit=abc')).json().detail).toBe(
      fr`Champ « limit » : nombre attendu`,
    );
    const visitor = await t.app.inject({ method: 'GET', url: '/api/users/points-history' });
    expect(visitor.statusCode).toBe(401);
    const other = await registerUser(t.app);
    expect((await history(other.cookie)).json()).toEqual({ entries: [], total: 0 });
  });
});

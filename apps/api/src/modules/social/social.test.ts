import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { washes } from '../../db/schema';
import { postWash, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-16T10:00:00Z');
});
afterAll(async () => {
  await t.close();
});

async function washFor(cookie: string, station = 'Cernier I') {
  const response = await postWash(t.app, cookie, station);
  return response.json().id as string;
}

const share = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/social/share', headers: { cookie }, payload });
const review = (cookie: string, washId: string, station: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/washes/${washId}/google-review`,
    headers: { cookie },
    payload: { station },
  });

describe('POST /api/washes/{id}/google-review', () => {
  it('rewards the wash’s own station only: one wash cannot earn the bonus of the three', async () => {
    const { cookie } = await registerUser(t.app);
    const washId = await washFor(cookie, 'Cernier I');
    for (const station of ['Cernier II', 'Saint-Blaise']) {
      const other = await review(cookie, washId, station);
      expect(other.statusCode).toBe(400);
      expect(other.json().detail).toBe('Ce lavage a été validé dans une autre station');
    }
    const status = await t.app.inject({ method: 'GET', url: '/api/reviews/status', headers: { cookie } });
    expect(
      Object.values(status.json().stations).filter((entry) => (entry as { reviewed: boolean }).reviewed),
    ).toEqual([]);
    const own = await review(cookie, washId, 'Cernier I');
    expect(own.statusCode).toBe(200);
    // Without a station in the body, the wash's station is used.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/washes/${washId}/google-review`,
      headers: { cookie },
    });
    expect(bare.statusCode).toBe(409);
    const after = await t.app.inject({ method: 'GET', url: '/api/reviews/status', headers: { cookie } });
    expect(after.json().stations['Cernier I'].reviewed).toBe(true);
    expect(after.json().stations['Cernier II'].reviewed).toBe(false);
  });
});

describe('POST /api/social/share', () => {
  it('gives +15 for Instagram once per wash and marks the wash shared', async () => {
    const { cookie } = await registerUser(t.app);
    const washId = await washFor(cookie);
    const response = await share(cookie, { platform: 'instagram', wash_id: washId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: fr`Merci pour votre partage sur Instagram ! +15 points`,
      bonus_points: 15,
      // Wash 15, first-wash badge 10, share 15, first-share badge 10.
      total_points: 50,
    });
    const [row] = await t.database.db.select().from(washes).where(eq(washes.id, washId));
    expect(row).toMatchObject({ socialShared: true, socialPlatform: 'instagram' });
    for (const platform of ['instagram', 'tiktok']) {
      const again = await share(cookie, { platform, wash_id: washId });
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('Ce lavage a déjà été partagé');
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().total_points).toBe(50);
  });

  it('gives +20 for TikTok', async () => {
    const { cookie } = await registerUser(t.app);
    const washId = await washFor(cookie);
    expect((await share(cookie, { platform: 'tiktok', wash_id: washId })).json().bonus_points).toBe(20);
  });

  it('refuses another user’s wash, an unknown platform and a malformed id', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const washId = await washFor(owner.cookie);
    const foreign = await share(other.cookie, { platform: 'instagram', wash_id: washId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Lavage introuvable');
    const platform = await share(owner.cookie, { platform: 'facebook', wash_id: washId });
    expect(platform.statusCode).toBe(400);
    expect(platform.json().detail).toBe('Plateforme inconnue (instagram ou tiktok)');
    expect((await share(owner.cookie, { platform: 'tiktok', wash_id: 'abc' })).statusCode).toBe(400);
    // The owner can still share: nothing was used up.
    expect((await share(owner.cookie, { platform: 'tiktok', wash_id: washId })).statusCode).toBe(200);
  });
});

describe('Google review bonus', () => {
  it('gives +50 once per station, with the station’s review page, and shows it in the status', async () => {
    const { cookie } = await registerUser(t.app);
    const status0 = await t.app.inject({ method: 'GET', url: '/api/reviews/status', headers: { cookie } });
    expect(status0.json().stations['Cernier I']).toEqual({ reviewed: false, bonus_points: 50 });

    const washId = await washFor(cookie, 'Cernier I');
    const response = await review(cookie, washId, 'Cernier I');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      bonus_points: 50,
      // Wash 15, first-wash badge 10, review 50, first-review badge 20.
      total_points: 95,
      message: fr`Merci pour votre avis ! +50 points`,
    });
    expect(response.json().review_url).toMatch(/^https:\/\//);

    const again = await review(cookie, washId, 'Cernier I');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Vous avez déjà reçu le bonus d’avis Google pour cette station');

    t.clock.set('2026-11-17T10:00:00Z');
    const secondWash = await washFor(cookie, 'Cernier I');
    expect((await review(cookie, secondWash, 'Cernier I')).statusCode).toBe(409);
    const thirdWash = await washFor(cookie, 'Saint-Blaise');
    expect((await review(cookie, thirdWash, 'Saint-Blaise')).statusCode).toBe(200);

    const status = await t.app.inject({ method: 'GET', url: '/api/reviews/status', headers: { cookie } });
    expect(status.json().stations).toEqual({
      'Cernier I': { reviewed: true, bonus_points: 50 },
      'Cernier II': { reviewed: false, bonus_points: 50 },
      'Saint-Blaise': { reviewed: true, bonus_points: 50 },
    });
  });

  it('refuses another user’s wash and a bad station', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const washId = await washFor(owner.cookie);
    expect((await review(other.cookie, washId, 'Cernier I')).statusCode).toBe(404);
    expect((await review(owner.cookie, washId, 'Paris')).statusCode).toBe(400);
    expect((await review(owner.cookie, 'not-a-uuid', 'Cernier I')).statusCode).toBe(400);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/reviews/status',
      headers: { cookie: other.cookie },
    });
    expect(status.json().stations['Cernier I'].reviewed).toBe(false);
  });
});

import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, postWash, registerAdmin, registerUser } from '../../testing/http';
import { makePhoto } from '../../testing/photos';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

// A renamed station is the same station (docs/decisions/0035): its review bonus is not paid
// again, the history, the exports, campaigns and scheduled announcements follow the new name.

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-12-01T09:30:00Z');
  admin = await registerAdmin(t.app);
});
afterAll(() => t.close());

const as = (cookie: string) => ({ cookie });
const reviewFromWash = (cookie: string, washId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/washes/${washId}/google-review`,
    headers: as(cookie),
    payload: {},
  });
const history = async (cookie: string) =>
  (
    (
      await t.app.inject({ method: 'GET', url: '/api/users/points-history?limit=100', headers: as(cookie) })
    ).json().entries as { delta: number; reason: string; label: string }[]
  ).map((entry) => `${entry.delta > 0 ? '+' : ''}${entry.delta} ${entry.label}`);
const pointsOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(cookie) })).json()
    .total_points as number;
async function submitScreenshot(cookie: string, station: string, seed: number) {
  const body = multipart(
    { station },
    { name: 'screenshot', data: await makePhoto({ width: 640, height: 960, seed }) },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/reviews/submit-screenshot',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}
function csvRecords(body: string): string[][] {
  return parse(body.slice(1), { delimiter: ';' }) as string[][];
}

describe('renaming a station', () => {
  it('keeps its review bonus paid once, and its history, exports, campaign and announcement under the new name', async () => {
    // Before: Léa washes at Saint-Blaise and is paid for her review there; Marc sends a
    // screenshot of his; Paul is paid, and will lose his wash; a campaign and a scheduled
    // announcement name the station.
    const lea = await registerUser(t.app, { name: 'Léa', favorite_station: 'Saint-Blaise' });
    const marc = await registerUser(t.app, { name: 'Marc' });
    const paul = await registerUser(t.app, { name: 'Paul' });
    const first = await postWash(t.app, lea.cookie, 'Saint-Blaise');
    expect(first.statusCode, first.body).toBe(201);
    expect((await reviewFromWash(lea.cookie, first.json().id)).statusCode).toBe(200);
    expect((await submitScreenshot(marc.cookie, 'Saint-Blaise', 4801)).statusCode).toBe(201);
    const paulsWash = await postWash(t.app, paul.cookie, 'Saint-Blaise');
    expect((await reviewFromWash(paul.cookie, paulsWash.json().id)).statusCode).toBe(200);
    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      headers: as(admin.cookie),
      payload: {
        name: 'Lac',
        kind: 'bonus',
        value: 7,
        stations: ['Saint-Blaise'],
        ends_at: '2026-12-31T22:00:00Z',
      },
    });
    expect(campaign.statusCode, campaign.body).toBe(201);
    const announcement = await t.app.inject({
      method: 'POST',
      url: '/api/admin/announcements',
      headers: as(admin.cookie),
      payload: {
        title: 'Nouveau portique',
        body: 'Venez l’essayer au bord du lac.',
        audience: 'station_regulars',
        station: 'Saint-Blaise',
        send_at: '2026-12-03T10:00:00Z',
      },
    });
    expect(announcement.statusCode, announcement.body).toBe(201);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/stations/saint-blaise',
      headers: as(admin.cookie),
      payload: { name: 'Saint-Blaise Lac' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    // The history names the station as it is called now.
    const leaHistory = await history(lea.cookie);
    expect(leaHistory).toContain('+50 Avis Google (Saint-Blaise Lac)');
    expect(leaHistory.join('\n')).not.toMatch(/Saint-Blaise(?! Lac)/);
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/reviews/status', headers: as(lea.cookie) })
    ).json();
    expect(status.stations['Saint-Blaise Lac']).toEqual({ reviewed: true, bonus_points: 50 });
    expect(status.stations['Saint-Blaise']).toBeUndefined();

    // A second claim, the next day, by either way, pays nothing.
    t.clock.set('2026-12-02T09:30:00Z');
    const second = await postWash(t.app, lea.cookie, 'Saint-Blaise Lac');
    expect(second.statusCode, second.body).toBe(201);
    // The campaign still runs there: 15 base + 7.
    expect(second.json().points_earned).toBeGreaterThanOrEqual(22);
    expect(second.json().bonus_applied).toContain('campaign');
    const before = await pointsOf(lea.cookie);
    const again = await reviewFromWash(lea.cookie, second.json().id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Vous avez déjà reçu le bonus d’avis Google pour cette station');
    const screenshot = await submitScreenshot(lea.cookie, 'Saint-Blaise Lac', 4802);
    expect(screenshot.statusCode).toBe(409);
    expect(await pointsOf(lea.cookie)).toBe(before);

    // Marc's screenshot, sent before the rename, is approved after it: paid once, by id.
    const pending = (
      await t.app.inject({ method: 'GET', url: '/api/admin/review-submissions', headers: as(admin.cookie) })
    ).json().submissions as { id: string; station: string }[];
    const his = pending.find((submission) => submission.station === 'Saint-Blaise Lac')!;
    expect(his).toBeDefined();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/review-submissions/${his.id}/validate`,
      headers: { cookie: admin.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await history(marc.cookie)).toContain('+50 Avis Google (Saint-Blaise Lac)');
    const marcsWash = await postWash(t.app, marc.cookie, 'Saint-Blaise Lac');
    expect((await reviewFromWash(marc.cookie, marcsWash.json().id)).statusCode).toBe(409);

    // Paul's only wash there is removed: the bonus is taken back, under the new name.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/photos/${paulsWash.json().id}`,
      headers: as(admin.cookie),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await history(paul.cookie)).toContain(
      fr`-50 Bonus d’avis Google repris (Saint-Blaise Lac) : son lavage a été retiré`,
    );

    // The ledger's export: the review rows under the new name, in the station's filter too.
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/exports/ledger.csv?station=${encodeURIComponent('Saint-Blaise Lac')}`,
      headers: as(admin.cookie),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const [header, ...rows] = csvRecords(exported.body);
    const reviewRows = rows.filter((row) => row[4] === 'Avis Google');
    expect(reviewRows.map((row) => [row[2], row[5], row[7]])).toEqual(
      expect.arrayContaining([
        ['Léa', 'Avis Google (Saint-Blaise Lac)', 'Saint-Blaise Lac'],
        ['Marc', 'Avis Google (Saint-Blaise Lac)', 'Saint-Blaise Lac'],
        ['Paul', 'Avis Google (Saint-Blaise Lac)', 'Saint-Blaise Lac'],
      ]),
    );
    expect(header![7]).toBe('Station');
    expect(exported.body).not.toMatch(/Saint-Blaise(?! Lac)/);

    // The campaign and the announcement name the station as it is now…
    const campaigns = (
      await t.app.inject({ method: 'GET', url: '/api/admin/campaigns', headers: as(admin.cookie) })
    ).json().campaigns as { stations: string[] }[];
    expect(campaigns[0]!.stations).toEqual(['Saint-Blaise Lac']);
    const announcements = (
      await t.app.inject({ method: 'GET', url: '/api/admin/announcements', headers: as(admin.cookie) })
    ).json().announcements as { station: string | null }[];
    expect(announcements[0]!.station).toBe('Saint-Blaise Lac');
    // … and the announcement reaches the station's regulars when it is due.
    t.clock.set('2026-12-03T10:01:00Z');
    await t.app.announcementSender.drain();
    const bell = (
      await t.app.inject({ method: 'GET', url: '/api/viral/notifications', headers: as(lea.cookie) })
    ).json().notifications as { title: string }[];
    expect(bell.map((note) => note.title)).toContain('Nouveau portique');
  });
});

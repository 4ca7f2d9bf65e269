import { beforeAll, describe, expect, it } from 'vitest';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { twoInstances, type TestApp } from '../../testing/test-app';

const instances = twoInstances();
let a: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  ({ a } = instances);
  admin = await registerAdmin(a.app);
});

function call(method: 'GET', url: string, cookie: string) {
  return a.app.inject({ method, url, headers: { cookie } });
}

describe('statistics', () => {
  it('counts users, washes, shares and the charts’ series', async () => {
    a.clock.set('2026-11-18T10:00:00Z');
    const member = await registerUser(a.app, { favorite_station: 'Saint-Blaise' });
    expect((await postWash(a.app, member.cookie, 'Saint-Blaise')).statusCode).toBe(201);
    const response = await call('GET', '/api/admin/statistics', admin.cookie);
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.user_stats.total).toBeGreaterThanOrEqual(2);
    expect(stats.user_stats.by_auth_provider.manual).toBeGreaterThanOrEqual(2);
    expect(stats.wash_stats.by_station['Saint-Blaise']).toBeGreaterThanOrEqual(1);
    expect(stats.station_preferences['Saint-Blaise']).toBeGreaterThanOrEqual(1);
    expect(stats.washes_per_day).toHaveLength(30);
    expect(stats.washes_per_day.at(-1)).toEqual({ day: '2026-11-18', count: expect.any(Number) });
    expect(stats.washes_per_day.at(-1).count).toBeGreaterThanOrEqual(1);
    expect(stats.washes_per_hour).toHaveLength(24);
    // 10:00 UTC is 11:00 in Zurich in November.
    expect(stats.washes_per_hour[11].count).toBeGreaterThanOrEqual(1);
    expect(stats.points_by_reason.wash).toBeGreaterThanOrEqual(15);
    expect(stats.top_users[0]).toMatchObject({ level_name: expect.any(String) });
  });

  it('reads a period at one station against the period before it', async () => {
    // Days of its own, December 2030, far from the other tests' washes (then back, in finally).
    const resume = a.clock.now().toISOString();
    a.clock.set('2030-12-03T09:00:00Z');
    try {
      await periodAtStation();
    } finally {
      a.clock.set(resume);
    }
  });
});

async function periodAtStation() {
  const operator = await registerAdmin(a.app);
  const member = await registerUser(a.app, { favorite_station: 'Cernier II' });
  expect((await postWash(a.app, member.cookie, 'Cernier II')).statusCode).toBe(201);
  a.clock.set('2030-12-09T09:00:00Z');
  expect((await postWash(a.app, member.cookie, 'Cernier II')).statusCode).toBe(201);
  expect((await postWash(a.app, member.cookie, 'Cernier I')).statusCode).toBe(201);
  a.clock.set('2030-12-10T09:00:00Z');
  expect((await postWash(a.app, member.cookie, 'Cernier II')).statusCode).toBe(201);

  const week = await call('GET', '/api/admin/statistics?period=7d&station=Cernier%20II', operator.cookie);
  expect(week.statusCode, week.body).toBe(200);
  const range = week.json().range;
  expect(range).toMatchObject({
    period: '7d',
    from: '2030-12-04',
    to: '2030-12-10',
    previous_from: '2030-11-27',
    previous_to: '2030-12-03',
    station: 'Cernier II',
    step: 'day',
  });
  expect(range.figures.washes).toEqual({ current: 2, previous: 1, trend_percent: 100 });
  expect(range.figures.active_members).toEqual({ current: 1, previous: 1, trend_percent: 0 });
  // The member chose Cernier II on 3 December (the period before); operators never count.
  expect(range.figures.new_members).toEqual({ current: 0, previous: 1, trend_percent: -100 });
  expect(range.washes_series).toHaveLength(7);
  expect(range.washes_series.at(-2)).toEqual({ label: '2030-12-09', count: 1 });
  expect(range.washes_per_hour[10].count).toBe(2);
  // The station's points are its washes' only; by_station shows every station.
  expect(range.points_by_reason).toEqual({ wash: expect.any(Number) });
  expect(range.by_station).toEqual({ 'Cernier I': 1, 'Cernier II': 2 });

  const custom = await call(
    'GET',
    '/api/admin/statistics?period=custom&from=2030-01-01&to=2030-12-31',
    operator.cookie,
  );
  expect(custom.json().range).toMatchObject({ step: 'month', previous_from: '2029-01-01' });
  expect(custom.json().range.washes_series).toHaveLength(12);
  expect(custom.json().range.washes_series.at(-1)).toEqual({ label: '2030-12', count: 4 });

  for (const [query, detail] of [
    ['period=siecle', 'Période inconnue'],
    ['period=custom', 'Choisissez la date de début'],
    ['period=custom&from=2030-02-01&to=2030-01-01', 'La date de début suit la date de fin'],
    ['period=custom&from=2028-01-01&to=2030-01-01', 'Une période compte au plus 366 jours'],
    ['station=Paris', 'Station inconnue'],
  ]) {
    const refused = await call('GET', `/api/admin/statistics?${query}`, operator.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain(detail);
  }
}

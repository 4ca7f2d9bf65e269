import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addDays } from '@app/shared/domain/zurich-time';
import { queryRows } from '../../db/client';
import { presenceUses, stationDisplays } from '../../db/schema';
import { members, washesAt } from '../../testing/affluence-fixture';
import { registerAdmin } from '../../testing/http';
import { twoInstances, type TestApp } from '../../testing/test-app';

const instances = twoInstances();

// Friday 20 November 2026, 17:30 in Zurich (winter: UTC+1).
const NOW = '2026-11-20T16:30:00Z';
const TODAY = '2026-11-20';

async function affluence(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/api/stations/affluence' });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    hour: number;
    stations: {
      id: string;
      name: string;
      now: string | null;
      usual: { hour: number; level: string }[] | null;
    }[];
  };
}

const measurements = async (t: TestApp) =>
  (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM station_affluence`))[0]!
    .n;

it('answers levels only, from 8 weeks of history, shared by two instances and measured once a minute', async () => {
  const { a, b } = instances;
  a.clock.set(NOW);
  const people = await members(a, 30, 'aff');
  const ids = people.map((member) => member.id);
  // Cernier I, 2 bays: the 8 past Fridays (not today), 60 washes at 17:xx (7.5 an hour on
  // average, 7.5 / 12 = 0.63: moderate), 100 at 18:xx (12.5 / 12: busy), 2 at 06:xx (too
  // few to tell: calm), and 10 on other weekdays that count for the history only.
  const history: { userId: string; day: string; minute: number }[] = [];
  for (let week = 1; week <= 8; week += 1) {
    const day = addDays(TODAY, -7 * week);
    for (let index = 0; index < 20; index += 1) {
      if (index < 7 + (week <= 4 ? 1 : 0))
        history.push({ userId: ids[index]!, day, minute: 17 * 60 + index });
      if (index < 12 + (week <= 4 ? 1 : 0))
        history.push({ userId: ids[10 + index]!, day, minute: 18 * 60 + index });
    }
  }
  history.push({ userId: ids[28]!, day: addDays(TODAY, -7), minute: 6 * 60 + 5 });
  history.push({ userId: ids[27]!, day: addDays(TODAY, -14), minute: 6 * 60 + 5 });
  for (let index = 0; index < 10; index += 1)
    history.push({ userId: ids[23 + (index % 7)]!, day: addDays(TODAY, -(index + 1)), minute: 12 * 60 });
  // Saint-Blaise: 49 washes in 8 weeks: nothing shown.
  const others = await members(a, 49, 'few');
  const few = others.map((member) => ({ userId: member.id, day: addDays(TODAY, -1), minute: 9 * 60 }));
  await washesAt(a, 'Cernier I', history);
  await washesAt(a, 'Saint-Blaise', few);
  // Right now at Cernier I: 2 washes in the last 20 minutes: told as none (calm).
  await washesAt(a, 'Cernier I', [
    { userId: ids[20]!, day: TODAY, minute: 17 * 60 + 20 },
    { userId: ids[21]!, day: TODAY, minute: 17 * 60 + 25 },
  ]);

  const first = await affluence(b);
  expect(first.hour).toBe(17);
  const cernier = first.stations.find((station) => station.name === 'Cernier I')!;
  expect(cernier.now).toBe('calm');
  expect(cernier.usual).toHaveLength(24);
  expect(cernier.usual![6]!.level).toBe('calm');
  expect(cernier.usual![12]!.level).toBe('calm');
  expect(cernier.usual![17]!.level).toBe('moderate');
  expect(cernier.usual![18]!.level).toBe('busy');
  expect(first.stations.find((station) => station.name === 'Saint-Blaise')).toMatchObject({
    now: null,
    usual: null,
  });
  expect(first.stations.map((station) => station.name)).toEqual(['Cernier I', 'Cernier II', 'Saint-Blaise']);
  // Levels only: no count leaves the server.
  expect(JSON.stringify(first)).not.toMatch(/count|washes|members/);

  // Three more at the bays (a wash and two code scans would do the same): 5 members over 4 = busy.
  await washesAt(
    a,
    'Cernier I',
    [20, 22, 24].map((i, k) => ({ userId: ids[i + 2]!, day: TODAY, minute: 17 * 60 + 26 + k })),
  );
  // Within the minute both instances answer what was measured, without measuring again.
  const writes = await queryRows<{ at: string }>(
    a.database.db,
    sql`SELECT refreshed_at::text AS at FROM affluence_refresh`,
  );
  expect((await affluence(a)).stations.find((station) => station.name === 'Cernier I')!.now).toBe('calm');
  expect((await affluence(b)).stations.find((station) => station.name === 'Cernier I')!.now).toBe('calm');
  expect(
    await queryRows<{ at: string }>(
      a.database.db,
      sql`SELECT refreshed_at::text AS at FROM affluence_refresh`,
    ),
  ).toEqual(writes);
  expect(await measurements(a)).toBe(3);

  // A minute later one of them measures again, and both answer the new level.
  a.clock.advance(61_000);
  expect((await affluence(a)).stations.find((station) => station.name === 'Cernier I')!.now).toBe('busy');
  expect((await affluence(b)).stations.find((station) => station.name === 'Cernier I')!.now).toBe('busy');
});

it('counts the members seen at the bays once, by a wash or a code scan, over 20 minutes', async () => {
  const { a, b } = instances;
  // 18:10 in Zurich: the washes of 17:20–17:28 have left the window.
  a.clock.set('2026-11-20T17:10:00Z');
  const [first, second, third] = await members(a, 3, 'scan');
  const displayId = randomUUID();
  await a.database.db
    .insert(stationDisplays)
    .values({ id: displayId, station: 'Cernier I', label: 'Piste 1' });
  const scan = (userId: string, step: number) =>
    a.database.db.insert(presenceUses).values({ displayId, step, userId, createdAt: a.clock.now() });
  await scan(first!.id, 1);
  await scan(second!.id, 1);
  // The first member also validated the wash the code was for: still one member.
  await washesAt(a, 'Cernier I', [{ userId: first!.id, day: TODAY, minute: 18 * 60 + 9 }]);
  expect((await affluence(b)).stations.find((station) => station.name === 'Cernier I')!.now).toBe('calm');
  await scan(third!.id, 2);
  a.clock.advance(61_000);
  // 3 members over 2 bays (4 washes in 20 minutes): moderate.
  expect((await affluence(b)).stations.find((station) => station.name === 'Cernier I')!.now).toBe('moderate');
  // 21 minutes later nobody is within the window.
  a.clock.advance(21 * 60_000);
  expect((await affluence(a)).stations.find((station) => station.name === 'Cernier I')!.now).toBe('calm');
});

it('is public, cacheable for 30 s, and refuses nothing but methods it does not know', async () => {
  const { a } = instances;
  const response = await a.app.inject({ method: 'GET', url: '/api/stations/affluence' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=30');
  const post = await a.app.inject({ method: 'POST', url: '/api/stations/affluence', payload: {} });
  expect(post.statusCode).toBeGreaterThanOrEqual(400);
  expect(post.statusCode).toBeLessThan(500);
});

it('measures against the bays the operator sets (1–20, default 2), each change journaled', async () => {
  const { a, b } = instances;
  const { cookie } = await registerAdmin(a.app);
  const listed = (
    await a.app.inject({ method: 'GET', url: '/api/admin/stations', headers: { cookie } })
  ).json().stations as { id: string; name: string; bays: number }[];
  expect(listed.map((station) => station.bays)).toEqual([2, 2, 2]);
  for (const bays of [0, 21, 2.5, '3'])
    expect(
      (
        await a.app.inject({
          method: 'PATCH',
          url: '/api/admin/stations/cernier-1',
          headers: { cookie },
          payload: { bays },
        })
      ).json(),
    ).toMatchObject({ detail: 'Le nombre de pistes est un entier de 1 à 20' });
  const changed = await a.app.inject({
    method: 'PATCH',
    url: '/api/admin/stations/cernier-1',
    headers: { cookie },
    payload: { bays: 1 },
  });
  expect(changed.json().station.bays).toBe(1);
  const [entry] = await queryRows<{ action: string; details: { after: { bays: number } } }>(
    a.database.db,
    sql`SELECT action, details FROM audit_log ORDER BY id DESC LIMIT 1`,
  );
  expect(entry).toMatchObject({ action: 'station.update', details: { after: { bays: 1 } } });
  // Three members at the bays: over 2 bays it would be moderate, over 1 it is busy.
  a.clock.advance(61_000);
  const displayId = randomUUID();
  await a.database.db
    .insert(stationDisplays)
    .values({ id: displayId, station: 'Cernier I', label: 'Piste 2' });
  for (const member of await members(a, 3, 'bay'))
    await a.database.db
      .insert(presenceUses)
      .values({ displayId, step: 1, userId: member.id, createdAt: a.clock.now() });
  expect((await affluence(b)).stations.find((station) => station.name === 'Cernier I')!.now).toBe('busy');
});

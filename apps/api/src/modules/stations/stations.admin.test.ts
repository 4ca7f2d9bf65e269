import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userBadges, washes } from '../../db/schema';
import sharp from 'sharp';
import { multipart, postWash, registerAdmin, registerUser } from '../../testing/http';
import { makePhoto } from '../../testing/photos';
import { eventually, twoInstances, type TestApp } from '../../testing/test-app';

const instances = twoInstances();
let admin: string;

beforeAll(async () => {
  admin = (await registerAdmin(instances.a.app)).cookie;
});

const hours = {
  mon: [['06:00', '22:00']],
  tue: [['06:00', '22:00']],
  wed: [['06:00', '22:00']],
  thu: [['06:00', '22:00']],
  fri: [['06:00', '22:00']],
  sat: [
    ['07:00', '12:00'],
    ['13:00', '20:00'],
  ],
  sun: [],
};

const newStation = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  address: 'Place de la Gare 1, 2000 Neuchâtel',
  latitude: 46.9967,
  longitude: 6.9357,
  hours,
  google_review_url: 'https://g.page/r/neuchatel-gare/review',
  wash_types: ['standard', 'premium'],
  ...extra,
});

async function create(t: TestApp, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/stations',
    headers: { cookie: admin },
    payload: body,
  });
}
async function patch(t: TestApp, id: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/stations/${encodeURIComponent(id)}`,
    headers: { cookie: admin },
    payload: body,
  });
}
async function openNames(t: TestApp): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/stations' });
  return (response.json().stations as { name: string }[]).map((station) => station.name);
}
async function lastAudit(t: TestApp) {
  const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe('Réglages → Stations (issue 34)', () => {
  it('adds a station, journaled, that every instance lists at once with its hours and wash types', async () => {
    const { a, b } = instances;
    const response = await create(a, newStation('Neuchâtel Gare'));
    expect(response.statusCode).toBe(201);
    const station = response.json().station;
    expect(station).toMatchObject({
      id: 'neuchatel-gare',
      name: 'Neuchâtel Gare',
      display_name: 'Neuchâtel Gare',
      hours,
      wash_types: ['standard', 'premium'],
      open: true,
      photo_url: null,
    });
    expect(await lastAudit(a)).toMatchObject({ action: 'station.create', targetId: 'neuchatel-gare' });
    await eventually(async () => (await openNames(b)).includes('Neuchâtel Gare'));
    expect(await openNames(b)).toEqual(['Cernier I', 'Cernier II', 'Saint-Blaise', 'Neuchâtel Gare']);
  });

  it.each([
    ['a name already taken (case and accents aside)', { name: 'cernier i' }, 'Une station porte déjà ce nom'],
    ['a name too short', { name: 'N' }, 'Le nom de la station compte de 2 à 40 caractères'],
    ['a name with markup', { name: '<b>Gare</b>' }, 'ne peut pas contenir les signes < > { } = + @'],
    ['a name that starts a formula', { name: '=HYPERLINK("x")' }, 'ne peut pas contenir les signes'],
    ['a name with an invisible character', { name: 'Gare\u200b Nord' }, 'caractères invisibles'],
    ['a latitude out of range', { latitude: 123 }, 'La latitude est comprise entre -90 et 90'],
    ['a longitude that is text', { longitude: 'est' }, 'La longitude est un nombre'],
    [
      'a review link that is not https',
      { google_review_url: 'http://g.page/x' },
      'Le lien d’avis Google doit être une adresse https://',
    ],
    ['hours that do not parse', { hours: { ...hours, mon: [['22:00', '06:00']] } }, 'Horaires illisibles'],
    ['hours with an unknown day', { hours: { ...hours, fun: [] } }, 'Horaires illisibles'],
    ['no wash type', { wash_types: [] }, 'Choisissez au moins un type de lavage'],
  ])('refuses %s with a French 400, and adds nothing', async (_case, change, detail) => {
    const { a } = instances;
    const before = (
      await a.app.inject({ method: 'GET', url: '/api/admin/stations', headers: { cookie: admin } })
    ).json().stations.length;
    const response = await create(a, newStation('Station Refusée', change));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
    const after = (
      await a.app.inject({ method: 'GET', url: '/api/admin/stations', headers: { cookie: admin } })
    ).json().stations.length;
    expect(after).toBe(before);
  });

  it('refuses members and visitors', async () => {
    const { a } = instances;
    const member = await registerUser(a.app);
    const asMember = await a.app.inject({
      method: 'POST',
      url: '/api/admin/stations',
      headers: { cookie: member.cookie },
      payload: newStation('Station Pirate'),
    });
    expect(asMember.statusCode).toBe(403);
    const anonymous = await a.app.inject({
      method: 'POST',
      url: '/api/admin/stations',
      payload: newStation('Station Pirate'),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a member washes at the new station, once a day there, by its name or its id', async () => {
    const { a } = instances;
    await create(a, newStation('Marin Centre'));
    const member = await registerUser(a.app, { favorite_station: 'Marin Centre' });
    const first = await postWash(a.app, member.cookie, 'marin-centre');
    expect(first.statusCode).toBe(201);
    const [row] = await a.database.db.select().from(washes).where(eq(washes.userId, member.user.id));
    expect(row?.station).toBe('Marin Centre');
    const again = await postWash(a.app, member.cookie, 'Marin Centre');
    expect(again.statusCode).toBe(409);
    const status = await a.app.inject({
      method: 'GET',
      url: '/api/washes/daily-status',
      headers: { cookie: member.cookie },
    });
    expect(status.json().stations['Marin Centre']).toEqual({ can_wash: false });
  });

  it('closing a station removes it from every choice and refuses washes there; its history stays; reopening brings it back', async () => {
    const { a, b } = instances;
    const { station } = (await create(a, newStation('Hauterive Port'))).json();
    const member = await registerUser(a.app, { favorite_station: 'Hauterive Port' });
    expect((await postWash(a.app, member.cookie, 'Hauterive Port')).statusCode).toBe(201);

    const closed = await patch(a, station.id, { open: false });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().station.open).toBe(false);
    expect(await lastAudit(a)).toMatchObject({ action: 'station.update', targetName: 'Hauterive Port' });
    await eventually(async () => !(await openNames(b)).includes('Hauterive Port'));
    const all = (
      await b.app.inject({ method: 'GET', url: '/api/admin/stations', headers: { cookie: admin } })
    ).json();
    expect(all.stations.find((s: { id: string }) => s.id === station.id).open).toBe(false);

    const other = await registerUser(a.app);
    const refused = await postWash(a.app, other.cookie, 'Hauterive Port');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Cette station est fermée pour le moment');
    const register = await a.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'ferme@exemple.ch',
        password: 'motdepasse',
        name: 'Fermé',
        favorite_station: 'Hauterive Port',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().detail).toBe('Veuillez choisir une station valide');
    // The member's history keeps the wash.
    const kept = await a.database.db.select().from(washes).where(eq(washes.userId, member.user.id));
    expect(kept.map((wash) => wash.station)).toEqual(['Hauterive Port']);

    expect((await patch(a, station.id, { open: true })).statusCode).toBe(200);
    await eventually(async () => (await openNames(b)).includes('Hauterive Port'));
  });

  it('renaming a station carries its washes, and a new name that is taken is refused', async () => {
    const { a } = instances;
    const { station } = (await create(a, newStation('Colombier Lac'))).json();
    const member = await registerUser(a.app, { favorite_station: 'Colombier Lac' });
    expect((await postWash(a.app, member.cookie, 'Colombier Lac')).statusCode).toBe(201);
    const renamed = await patch(a, station.id, { name: 'Colombier Plage' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().station).toMatchObject({
      id: station.id,
      name: 'Colombier Plage',
      display_name: 'Colombier Plage',
    });
    const [wash] = await a.database.db.select().from(washes).where(eq(washes.userId, member.user.id));
    expect(wash?.station).toBe('Colombier Plage');
    const me = await a.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: member.cookie } });
    expect(me.json().favorite_station).toBe('Colombier Plage');

    const taken = await patch(a, station.id, { name: 'Saint-Blaise' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().detail).toBe('Une station porte déjà ce nom');
    expect((await patch(a, 'nulle-part', { open: false })).statusCode).toBe(404);
  });

  it('orders the stations; an order that leaves one out or names one twice is refused', async () => {
    const { a, b } = instances;
    const all = (
      await a.app.inject({ method: 'GET', url: '/api/admin/stations', headers: { cookie: admin } })
    ).json().stations as { id: string; name: string; open: boolean }[];
    const reversed = all.map((station) => station.id).reverse();
    const put = (ids: string[]) =>
      a.app.inject({
        method: 'PUT',
        url: '/api/admin/stations/order',
        headers: { cookie: admin },
        payload: { ids },
      });
    expect((await put(reversed.slice(1))).statusCode).toBe(400);
    expect((await put([...reversed.slice(1), reversed[1]!])).json().detail).toBe(
      'L’ordre donne chaque station une fois',
    );
    const ordered = await put(reversed);
    expect(ordered.statusCode).toBe(200);
    expect(await lastAudit(a)).toMatchObject({ action: 'station.order' });
    const expected = all
      .filter((station) => station.open)
      .map((station) => station.name)
      .reverse();
    await eventually(async () => (await openNames(b)).join() === expected.join());
    // Back to the seeded order for the other tests.
    expect((await put(all.map((station) => station.id))).statusCode).toBe(200);
  });
});

describe('the station photo', () => {
  it('re-encodes an uploaded photo, shows it to members, and refuses what is not an image', async () => {
    const { a } = instances;
    const { station } = (await create(a, newStation('Auvernier Port'))).json();
    const upload = (body: ReturnType<typeof multipart>) =>
      a.app.inject({
        method: 'POST',
        url: `/api/admin/stations/${station.id}/photo`,
        headers: { cookie: admin, ...body.headers },
        payload: body.payload,
      });
    const jpeg = await makePhoto({ width: 1600, height: 1200 });
    const answer = await upload(multipart({}, { name: 'file', data: jpeg, type: 'image/jpeg' }));
    expect(answer.statusCode, answer.body).toBe(200);
    const photoUrl = answer.json().station.photo_url as string;
    expect(photoUrl).toMatch(/^\/api\/media\/stations\//);
    expect(await lastAudit(a)).toMatchObject({ action: 'station.photo', targetId: station.id });
    const member = await registerUser(a.app);
    const seen = await a.app.inject({ method: 'GET', url: photoUrl, headers: { cookie: member.cookie } });
    expect(seen.statusCode).toBe(200);
    const size = await sharp(seen.rawPayload).metadata();
    expect([size.format, size.width, size.exif]).toEqual(['jpeg', 1200, undefined]);

    for (const refused of [
      multipart({}, { name: 'file', data: Buffer.from('%PDF-1.4 not an image'), type: 'image/png' }),
      multipart({ file: 'text' }),
      multipart({}, { name: 'image', data: jpeg, type: 'image/jpeg' }),
    ]) {
      const response = await upload(refused);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(/image/);
    }
    const asJson = await a.app.inject({
      method: 'POST',
      url: `/api/admin/stations/${station.id}/photo`,
      headers: { cookie: admin },
      payload: { file: 'x' },
    });
    expect(asJson.statusCode).toBe(400);
    const body = multipart({}, { name: 'file', data: jpeg, type: 'image/jpeg' });
    const unknown = await a.app.inject({
      method: 'POST',
      url: '/api/admin/stations/nulle-part/photo',
      headers: { cookie: admin, ...body.headers },
      payload: body.payload,
    });
    expect(unknown.statusCode).toBe(404);
    await patch(a, station.id, { open: false });
  });
});

describe('opening hours', () => {
  it('accepts a wash outside the hours, and lists it « À vérifier » only where the operator asked', async () => {
    const { a } = instances;
    const closedWeek = Object.fromEntries(Object.keys(hours).map((day) => [day, []]));
    const watched = (
      await create(a, newStation('Thielle Nuit', { hours: closedWeek, review_outside_hours: true }))
    ).json().station;
    expect(watched.review_outside_hours).toBe(true);
    await create(a, newStation('Thielle Jour', { hours: closedWeek }));
    const member = await registerUser(a.app);
    const outside = await postWash(a.app, member.cookie, 'Thielle Nuit');
    expect(outside.statusCode).toBe(201);
    const unwatched = await postWash(a.app, member.cookie, 'Thielle Jour');
    expect(unwatched.statusCode).toBe(201);
    const toReview = (
      await a.app.inject({ method: 'GET', url: '/api/admin/washes/to-review', headers: { cookie: admin } })
    ).json().washes as { id: string; reason: string }[];
    expect(toReview.find((wash) => wash.id === outside.json().id)?.reason).toBe('outside_hours');
    expect(toReview.find((wash) => wash.id === unwatched.json().id)).toBeUndefined();
    for (const name of ['Thielle Nuit', 'Thielle Jour']) {
      const row = (
        await a.app.inject({ method: 'GET', url: '/api/admin/stations', headers: { cookie: admin } })
      )
        .json()
        .stations.find((station: { name: string }) => station.name === name);
      await patch(a, row.id, { open: false });
    }
  });
});

describe('« Globe-trotter » counts the open stations', () => {
  it('is earned at 3 of 3 open stations, and at 4 of 4 once a fourth is open; a new station never takes it back', async () => {
    const { a } = instances;
    // Only the three seeded stations open for this test's first part.
    const extra = (
      await a.app.inject({ method: 'GET', url: '/api/admin/stations', headers: { cookie: admin } })
    )
      .json()
      .stations.filter(
        (s: { id: string; open: boolean }) =>
          s.open && !['cernier-1', 'cernier-2', 'saint-blaise'].includes(s.id),
      );
    for (const station of extra) await patch(a, station.id, { open: false });

    const early = await registerUser(a.app);
    for (const station of ['Cernier I', 'Cernier II', 'Saint-Blaise'])
      expect((await postWash(a.app, early.cookie, station)).statusCode).toBe(201);
    const has = async (userId: string) =>
      (await a.database.db.select().from(userBadges).where(eq(userBadges.userId, userId))).some(
        (row) => row.badgeId === 'all_stations',
      );
    expect(await has(early.user.id)).toBe(true);
    const description = async () =>
      (
        await a.app.inject({
          method: 'GET',
          url: '/api/badges/definitions',
          headers: { cookie: early.cookie },
        })
      )
        .json()
        .badges.find((badge: { id: string }) => badge.id === 'all_stations').description;
    expect(await description()).toBe('Laver dans les trois stations.');

    const { station } = (await create(a, newStation('Boudry Est'))).json();
    expect(await description()).toBe('Laver dans les 4 stations.');
    const late = await registerUser(a.app);
    for (const name of ['Cernier I', 'Cernier II', 'Saint-Blaise'])
      expect((await postWash(a.app, late.cookie, name)).statusCode).toBe(201);
    expect(await has(late.user.id)).toBe(false);
    a.clock.advance(24 * 3_600_000);
    expect((await postWash(a.app, late.cookie, 'Boudry Est')).statusCode).toBe(201);
    expect(await has(late.user.id)).toBe(true);
    // The member who earned it at three keeps it.
    expect(await has(early.user.id)).toBe(true);

    await patch(a, station.id, { open: false });
    for (const reopen of extra) await patch(a, reopen.id, { open: true });
  });
});

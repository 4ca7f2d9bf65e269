import { count, eq, sum } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, pointsLedger, users, washes } from '../../db/schema';
import { registerUser } from '../../testing/http';
import { makePhoto, photoDataUrl, toDataUrl } from '../../testing/photos';
import { coarseBlocks, enlargedPicture } from '../../testing/scene-pictures';
import { createSecondInstance, createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { admin: { email: 'admin@exemple.ch', password: 'admin-secret' } } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  // Monday 16 November 2026, 11:00 in Zurich: a weekday peak hour.
  t.clock.set('2026-11-16T10:00:00Z');
});

async function submitWash(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/washes', headers: { cookie }, payload });
}

async function wash(cookie: string, station = 'Cernier I', extra: Record<string, unknown> = {}) {
  return submitWash(cookie, { wash_type: 'standard', station, photo_data: await photoDataUrl(), ...extra });
}

async function ledgerSum(userId: string) {
  const rows = await t.database.db
    .select({ value: sum(pointsLedger.delta) })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(rows[0]?.value ?? 0);
}

async function userRow(userId: string) {
  const rows = await t.database.db.select().from(users).where(eq(users.id, userId));
  return rows[0]!;
}

async function washCount(userId: string) {
  const rows = await t.database.db.select({ value: count() }).from(washes).where(eq(washes.userId, userId));
  return rows[0]?.value ?? 0;
}

describe('POST /api/washes', () => {
  it('validates a wash: points, totals, level, streak, ledger and the stored photo', async () => {
    const { cookie, user } = await registerUser(t.app);
    const response = await submitWash(cookie, {
      wash_type: 'standard',
      station: 'Cernier I',
      photo_data: toDataUrl(await makePhoto({ withGps: true })),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      points_earned: 15,
      bonus_applied: [],
      // The wash's 15 and the first-wash badge's 10.
      total_points: 25,
      level: 1,
      level_name: 'Rookie',
      level_up: false,
      wash_streak: 1,
      remaining_washes: 2,
      station: 'Cernier I',
    });
    expect(await ledgerSum(user.id)).toBe(25);
    const row = await userRow(user.id);
    expect(row).toMatchObject({ totalPoints: 25, totalWashes: 1, washStreak: 1, lastWashDay: '2026-11-16' });

    const [stored] = await t.database.db.select().from(washes).where(eq(washes.id, body.id));
    expect(stored).toMatchObject({
      day: '2026-11-16',
      dailyIndex: 1,
      pointsEarned: 15,
      washType: 'standard',
    });
    const photo = (await t.app.storage.get(stored!.photoKey))!.data;
    const meta = await sharp(photo).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(800);
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp((await t.app.storage.get(stored!.thumbKey))!.data).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(240);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ total_points: 25, total_washes: 1, wash_streak: 1 });
  });

  it('serves the photo to its owner, to admins, and to members only while it is in the gallery', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { photo_url: url } = (await wash(owner.cookie)).json();
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toContain('private');
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(
      200,
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie: owner.cookie },
      payload: { show_in_gallery: false },
    });
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@exemple.ch', password: 'admin-secret' },
    });
    const adminCookie = `session=${login.cookies.find((c) => c.name === 'session')!.value}`;
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } })).statusCode).toBe(
      200,
    );
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/api/media/washes/..%2F..%2Fetc/passwd.jpg',
      headers: { cookie: owner.cookie },
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('accepts PNG and WebP photos, judged by content', async () => {
    const { cookie } = await registerUser(t.app);
    const png = await submitWash(cookie, {
      wash_type: 'standard',
      station: 'Cernier I',
      photo_data: toDataUrl(await makePhoto({ format: 'png', width: 400, height: 300 }), 'image/jpeg'),
    });
    expect(png.statusCode).toBe(201);
    const webp = await submitWash(cookie, {
      wash_type: 'standard',
      station: 'Cernier II',
      photo_data: toDataUrl(await makePhoto({ format: 'webp', width: 300, height: 600 }), 'image/webp'),
    });
    expect(webp.statusCode).toBe(201);
  });

  it('allows one wash per station per day and three per day', async () => {
    const { cookie, user } = await registerUser(t.app);
    expect((await wash(cookie, 'Cernier I')).statusCode).toBe(201);
    const again = await wash(cookie, 'Cernier I');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Cette station a déjà été utilisée aujourd’hui');
    expect((await wash(cookie, 'Cernier II')).statusCode).toBe(201);
    const third = await wash(cookie, 'Saint-Blaise');
    expect(third.json().remaining_washes).toBe(0);
    const fourth = await wash(cookie, 'Saint-Blaise');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().detail).toBe(fr`Limite quotidienne atteinte : 3 lavages par jour. Revenez demain !`);
    expect(await washCount(user.id)).toBe(3);

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/washes/daily-status',
      headers: { cookie },
    });
    expect(status.json()).toEqual({
      remaining_washes: 0,
      washes_today: 3,
      stations: {
        'Cernier I': { can_wash: false },
        'Cernier II': { can_wash: false },
        'Saint-Blaise': { can_wash: false },
      },
    });
  });

  it('starts a new day at 00:00 Zurich: 23:59 and 00:01 are two days and a 2-day streak', async () => {
    const { cookie } = await registerUser(t.app);
    t.clock.set('2026-11-16T22:59:00Z'); // Monday 23:59 Zurich
    const late = await wash(cookie, 'Cernier I');
    expect(late.json()).toMatchObject({ wash_streak: 1, bonus_applied: ['off_peak'], points_earned: 25 });
    t.clock.set('2026-11-16T23:01:00Z'); // Tuesday 00:01 Zurich
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/washes/daily-status',
      headers: { cookie },
    });
    expect(status.json().remaining_washes).toBe(3);
    expect(status.json().stations['Cernier I'].can_wash).toBe(true);
    const early = await wash(cookie, 'Cernier I');
    expect(early.statusCode).toBe(201);
    expect(early.json().wash_streak).toBe(2);
  });

  it('adds off-peak and weekend bonuses in Zurich time', async () => {
    const { cookie } = await registerUser(t.app);
    t.clock.set('2026-11-21T07:00:00Z'); // Saturday 08:00 Zurich
    const response = await wash(cookie);
    expect(response.json()).toMatchObject({ points_earned: 30, bonus_applied: ['off_peak', 'weekend'] });
  });

  it('gives the streak bonus from the third day and notifies the milestone', async () => {
    const { cookie, user } = await registerUser(t.app);
    const days = ['2026-11-16', '2026-11-17', '2026-11-18'];
    const results = [];
    for (const day of days) {
      t.clock.set(`${day}T10:00:00Z`);
      results.push((await wash(cookie)).json());
    }
    expect(results.map((r) => r.points_earned)).toEqual([15, 15, 18]);
    expect(results[2].bonus_applied).toEqual(['streak']);
    expect(results[2].wash_streak).toBe(3);
    const streakNotes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(streakNotes.filter((n) => n.type === 'streak').map((n) => n.data)).toEqual([
      { streak_count: 3, streak_unit: 'days' },
    ]);
    // Two days without a wash: the streak reads 0 again.
    t.clock.set('2026-11-20T10:00:00Z');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().wash_streak).toBe(0);
  });

  it('notifies a level-up with the new level and its name', async () => {
    const { cookie, user } = await registerUser(t.app);
    const results = [];
    for (const [index, day] of ['2026-11-16', '2026-11-17', '2026-11-18'].entries()) {
      t.clock.set(`${day}T19:30:00Z`); // 20:30 Zurich, off-peak
      results.push((await wash(cookie, ['Cernier I', 'Cernier II', 'Saint-Blaise'][index])).json());
    }
    // Washes 25 + 25 + (25 + 6), and badges: first wash and night owl (10 + 10) at the
    // first, a 3-day streak and all three stations (15 + 30) at the third: 146 points,
    // level 2 from 50, level 3 from 100.
    expect(results.map((r) => r.level)).toEqual([1, 2, 3]);
    expect(results[2].total_points).toBe(146);
    expect(results[1]).toMatchObject({ level_up: true, level_name: 'Débutant' });
    expect(results[2].breakdown).toEqual({
      base: 15,
      off_peak: 10,
      weekend: 0,
      streak: 6,
      level: 0,
      campaign: 0,
    });
    const levelUps = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    const levelUp = levelUps.find((n) => n.type === 'level_up');
    expect(levelUp?.data).toEqual({ new_level: 2, new_level_name: 'Débutant' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().notifications_count).toBe(levelUps.length);
  });

  it('refuses a photo already used for a wash in the last 30 days, even by someone else', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const photo = await makePhoto({ seed: 4242 });
    const reencoded = await sharp(photo).resize(1000).jpeg({ quality: 60 }).toBuffer();
    const original = await submitWash(first.cookie, {
      wash_type: 'standard',
      station: 'Cernier I',
      photo_data: toDataUrl(photo),
    });
    expect(original.statusCode).toBe(201);
    const copy = await submitWash(second.cookie, {
      wash_type: 'standard',
      station: 'Cernier I',
      photo_data: toDataUrl(reencoded),
    });
    expect(copy.statusCode).toBe(409);
    expect(copy.json().detail).toMatch(/Cette photo a déjà servi/);
    expect(await washCount(second.user.id)).toBe(0);
    // A visit halfway keeps the session alive (30-day sliding sessions).
    t.clock.advance(15 * 24 * 3600_000);
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: second.cookie } });
    t.clock.advance(16 * 24 * 3600_000);
    const later = await submitWash(second.cookie, {
      wash_type: 'standard',
      station: 'Cernier I',
      photo_data: toDataUrl(reencoded),
    });
    expect(later.statusCode).toBe(201);
  });

  it('refuses pictures without a scene: a flat colour, faint noise, random noise, blocks, a small picture blown up', async () => {
    const { cookie, user } = await registerUser(t.app);
    const flat = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6b7280' } })
      .jpeg()
      .toBuffer();
    const faint = Buffer.alloc(800 * 600 * 3);
    for (let index = 0; index < faint.length; index += 1) faint[index] = 120 + ((index * 7919) % 5);
    const grain = await sharp(faint, { raw: { width: 800, height: 600, channels: 3 } })
      .jpeg()
      .toBuffer();
    const thumbnail = await sharp(await makePhoto({ width: 80, height: 60, seed: 4242 }))
      .blur(1.5)
      .resize(800, 600, { kernel: 'linear' })
      .jpeg()
      .toBuffer();
    // Noise has no scene either: random RGB noise, and grey 128 ± 8 noise (issue 31).
    let seed = 17;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const rgbNoise = await sharp(
      Buffer.from(Array.from({ length: 800 * 600 * 3 }, () => Math.floor(next() * 256))),
      { raw: { width: 800, height: 600, channels: 3 } },
    )
      .jpeg()
      .toBuffer();
    const greyNoise = await sharp(
      Buffer.from(Array.from({ length: 800 * 600 }, () => 120 + Math.floor(next() * 17))),
      { raw: { width: 800, height: 600, channels: 1 } },
    )
      .jpeg()
      .toBuffer();
    for (const [picture, detail] of [
      [flat, 'Cette photo ne montre rien'],
      [grain, 'Cette photo ne montre rien'],
      [rgbNoise, 'Cette photo ne montre rien'],
      [greyNoise, 'Cette photo ne montre rien'],
      [thumbnail, 'Cette photo manque de détails'],
      // Coarse random blocks, and a 240×180 picture blown up to 1280×960 (issue 31).
      [await coarseBlocks(5), 'Cette photo manque de détails'],
      [
        await enlargedPicture(await makePhoto({ seed: 4545 }), [240, 180], [1280, 960]),
        'Cette photo manque de détails',
      ],
    ] as const) {
      const response = await submitWash(cookie, {
        wash_type: 'standard',
        station: 'Cernier I',
        photo_data: toDataUrl(picture),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(detail);
    }
    expect(await washCount(user.id)).toBe(0);
  });

  it('refuses a mirrored, turned, cropped or framed copy, and photos below 320×240', async () => {
    const owner = await registerUser(t.app);
    const photo = await makePhoto({ seed: 4343, width: 1200, height: 900 });
    expect(
      (
        await submitWash(owner.cookie, {
          wash_type: 'standard',
          station: 'Cernier I',
          photo_data: toDataUrl(photo),
        })
      ).statusCode,
    ).toBe(201);
    const copies = [
      await sharp(photo).flop().jpeg().toBuffer(),
      await sharp(photo).rotate(90).jpeg().toBuffer(),
      await sharp(photo).rotate(2).jpeg().toBuffer(),
      await sharp(photo).extract({ left: 60, top: 45, width: 1080, height: 810 }).jpeg().toBuffer(),
      await sharp(photo)
        .extend({ top: 50, bottom: 50, left: 50, right: 50, background: '#fff' })
        .jpeg()
        .toBuffer(),
    ];
    for (const copy of copies) {
      const other = await registerUser(t.app);
      const response = await submitWash(other.cookie, {
        wash_type: 'standard',
        station: 'Cernier II',
        photo_data: toDataUrl(copy),
      });
      expect(response.statusCode).toBe(409);
      expect(await washCount(other.user.id)).toBe(0);
    }
    const small = await submitWash(owner.cookie, {
      wash_type: 'standard',
      station: 'Saint-Blaise',
      photo_data: await photoDataUrl({ width: 300, height: 240 }),
    });
    expect(small.statusCode).toBe(400);
    expect(small.json().detail).toBe('La photo est trop petite (minimum 320×240 pixels)');
    const portrait = await submitWash(owner.cookie, {
      wash_type: 'standard',
      station: 'Saint-Blaise',
      photo_data: await photoDataUrl({ width: 240, height: 320 }),
    });
    expect(portrait.statusCode).toBe(201);
  });

  it('keeps the photos of a deleted account from being used again for 30 days', async () => {
    const leaving = await registerUser(t.app);
    const photo = await makePhoto({ seed: 4444 });
    expect(
      (
        await submitWash(leaving.cookie, {
          wash_type: 'standard',
          station: 'Cernier I',
          photo_data: toDataUrl(photo),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/users/account',
          headers: { cookie: leaving.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const next = await registerUser(t.app);
    const reuse = await submitWash(next.cookie, {
      wash_type: 'standard',
      station: 'Cernier I',
      photo_data: toDataUrl(photo),
    });
    expect(reuse.statusCode).toBe(409);
  });

  it('accepts the same photo once when it is sent in parallel, by one user or several, on two instances', async () => {
    const second = await createSecondInstance(t);
    try {
      const photo = toDataUrl(await makePhoto({ seed: 4545 }));
      const one = await registerUser(t.app);
      const sameUser = await Promise.all(
        ['Cernier I', 'Cernier II', 'Saint-Blaise'].map((station, index) =>
          (index % 2 ? second : t).app.inject({
            method: 'POST',
            url: '/api/washes',
            headers: { cookie: one.cookie },
            payload: { wash_type: 'standard', station, photo_data: photo },
          }),
        ),
      );
      expect(sameUser.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);

      const otherPhoto = toDataUrl(await makePhoto({ seed: 4646 }));
      const people = await Promise.all(Array.from({ length: 4 }, () => registerUser(t.app)));
      const several = await Promise.all(
        people.map((person, index) =>
          (index % 2 ? second : t).app.inject({
            method: 'POST',
            url: '/api/washes',
            headers: { cookie: person.cookie },
            payload: { wash_type: 'standard', station: 'Cernier I', photo_data: otherPhoto },
          }),
        ),
      );
      expect(several.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    } finally {
      await second.close();
    }
  });

  it('refuses bad input with a French detail and changes nothing', async () => {
    const { cookie, user } = await registerUser(t.app);
    const textFile = toDataUrl(Buffer.from('ceci n’est pas une image'), 'image/jpeg');
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const huge = toDataUrl(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ wash_type: 'standard', station: 'Cernier I' }, 400, /^Photo requise pour valider le lavage$/],
      [{ wash_type: 'standard', station: 'Cernier I', photo_data: '' }, 400, /^Photo requise/],
      [{ wash_type: 'standard', photo_data: 'x' }, 400, /^Veuillez sélectionner une station$/],
      [
        { wash_type: 'standard', station: 'Lausanne', photo_data: 'x' },
        400,
        /^Veuillez sélectionner une station$/,
      ],
      [{ wash_type: 'deluxe', station: 'Cernier I', photo_data: 'x' }, 400, /^Type de lavage inconnu$/],
      [{ wash_type: 'standard', station: 'Cernier I', photo_data: 'pas une data url' }, 400, /data URL/],
      [{ wash_type: 'standard', station: 'Cernier I', photo_data: textFile }, 400, /pas une image valide/],
      [
        { wash_type: 'standard', station: 'Cernier I', photo_data: toDataUrl(bomb, 'image/png') },
        413,
        /trop de pixels/,
      ],
      [{ wash_type: 'standard', station: 'Cernier I', photo_data: huge }, 413, /trop volumineuse/],
      [{ wash_type: 'premium', station: 'Cernier I', photo_data: 'x' }, 400, /premium/],
      [{ wash_type: 'standard', station: 42, photo_data: 'x' }, 400, /station/],
    ];
    for (const [payload, status, detail] of cases) {
      const response = await submitWash(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.json().success).toBe(false);
      expect(response.json().detail).toMatch(detail);
    }
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/washes',
      headers: { cookie },
      payload: {
        wash_type: 'standard',
        station: 'Cernier I',
        photo_data: `data:image/jpeg;base64,${'A'.repeat(8_000_000)}`,
      },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(await washCount(user.id)).toBe(0);
    expect((await userRow(user.id)).totalPoints).toBe(0);
    expect(await t.mediaKeys(`washes/${user.id}/`)).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/washes',
      payload: { wash_type: 'standard', station: 'Cernier I', photo_data: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('accepts at most 3 of 20 simultaneous submissions, one per station, and keeps the ledger exact', async () => {
    const { cookie, user } = await registerUser(t.app);
    const stations = ['Cernier I', 'Cernier II', 'Saint-Blaise'];
    const photos = await Promise.all(
      Array.from({ length: 20 }, () => photoDataUrl({ width: 640, height: 480 })),
    );
    const responses = await Promise.all(
      photos.map((photo, index) =>
        submitWash(cookie, { wash_type: 'standard', station: stations[index % 3], photo_data: photo }),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 201);
    expect(accepted.length).toBeLessThanOrEqual(3);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const rows = await t.database.db.select().from(washes).where(eq(washes.userId, user.id));
    expect(new Set(rows.map((row) => row.station)).size).toBe(rows.length);
    expect(rows.length).toBe(accepted.length);
    const row = await userRow(user.id);
    expect(await ledgerSum(user.id)).toBe(row.totalPoints);
    expect(row.totalWashes).toBe(rows.length);
    // Files of refused submissions are removed.
    expect((await t.mediaKeys(`washes/${user.id}/`)).length).toBe(rows.length * 2);
  });

  it('keeps the limits when the submissions are spread over two API instances', async () => {
    const second = await createSecondInstance(t);
    try {
      const { cookie, user } = await registerUser(t.app);
      const photos = await Promise.all(
        Array.from({ length: 12 }, () => photoDataUrl({ width: 640, height: 480 })),
      );
      const stations = ['Cernier I', 'Cernier II', 'Saint-Blaise'];
      const responses = await Promise.all(
        photos.map((photo, index) =>
          (index % 2 === 0 ? t.app : second.app).inject({
            method: 'POST',
            url: '/api/washes',
            headers: { cookie },
            payload: { wash_type: 'standard', station: stations[index % 3], photo_data: photo },
          }),
        ),
      );
      expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      const rows = await t.database.db.select().from(washes).where(eq(washes.userId, user.id));
      expect(rows.length).toBeLessThanOrEqual(3);
      expect(new Set(rows.map((row) => row.station)).size).toBe(rows.length);
      expect(await ledgerSum(user.id)).toBe((await userRow(user.id)).totalPoints);
    } finally {
      await second.close();
    }
  });
});

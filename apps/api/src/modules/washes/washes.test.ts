import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { notifications, washes } from '../../db/schema';
import { registerUser } from '../../testing/http';
import { makePhoto, photoDataUrl, toDataUrl } from '../../testing/photos';
import { createSecondInstance } from '../../testing/test-app';
import { fr } from '../../testing/french';
import {
  ledgerSum,
  submitWash,
  t,
  useWashesApp,
  userRow,
  wash,
  washCount,
} from '../../testing/washes-fixture';

useWashesApp();

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

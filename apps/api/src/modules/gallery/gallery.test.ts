import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pointsLedger, users } from '../../db/schema';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const gallery = (cookie: string | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/photos/gallery${query}`, headers: cookie ? { cookie } : {} });

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('GET /api/photos/gallery', () => {
  it('shows members’ wash photos newest first, with first names only, to signed-in members', async () => {
    const author = await registerUser(t.app, { name: 'Amélie Poulain' });
    const viewer = await registerUser(t.app);
    t.clock.set('2026-11-10T09:00:00Z');
    const first = (await postWash(t.app, author.cookie, 'Cernier I')).json().id as string;
    t.clock.set('2026-11-10T11:00:00Z');
    const second = (await postWash(t.app, author.cookie, 'Saint-Blaise')).json().id as string;

    expect((await gallery(undefined)).statusCode).toBe(401);
    for (const query of ['?limit=0', '?limit=51', '?skip=-1', '?limit=abc']) {
      const refused = await gallery(viewer.cookie, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().success).toBe(false);
    }
    const page = (await gallery(viewer.cookie, '?limit=1')).json();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.has_more).toBe(true);
    const all = (await gallery(viewer.cookie, '?limit=50')).json().photos as {
      id: string;
      user_name: string;
      photo_data: string;
    }[];
    const mine = all.filter((photo) => photo.id === first || photo.id === second);
    expect(mine.map((photo) => photo.id)).toEqual([second, first]);
    expect(mine[0]).toMatchObject({
      user_name: 'Amélie',
      station: 'Saint-Blaise',
      user_level: 1,
      wash_type: 'standard',
    });
    expect(JSON.stringify(all)).not.toContain('@');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: mine[0]?.photo_data ?? '',
          headers: { cookie: viewer.cookie },
        })
      ).statusCode,
    ).toBe(200);

    // Opting out removes the photos from the gallery and from other members at once.
    const optOut = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie: author.cookie },
      payload: { show_in_gallery: false },
    });
    expect(optOut.json().user.show_in_gallery).toBe(false);
    const after = (await gallery(viewer.cookie, '?limit=50')).json().photos as { id: string }[];
    expect(after.some((photo) => photo.id === first || photo.id === second)).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: mine[0]?.photo_data ?? '',
          headers: { cookie: viewer.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: mine[0]?.photo_data ?? '',
          headers: { cookie: author.cookie },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('admin photos', () => {
  it('lists photos and deletes one, taking back exactly its points and freeing the day’s slot', async () => {
    const admin = await registerAdmin(t.app);
    const member = await registerUser(t.app);
    t.clock.set('2026-11-20T10:00:00Z');
    const washId = (await postWash(t.app, member.cookie, 'Cernier II')).json().id as string;
    const share = await t.app.inject({
      method: 'POST',
      url: '/api/social/share',
      headers: { cookie: member.cookie },
      payload: { platform: 'tiktok', wash_id: washId },
    });
    expect(share.statusCode).toBe(200);
    const other = (await postWash(t.app, member.cookie, 'Cernier I')).json();
    const before = await userRow(member.user.id);
    const washPoints = (
      await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.reference, washId))
    ).reduce((sum, row) => sum + row.delta, 0);
    expect(washPoints).toBeGreaterThanOrEqual(35);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/photos?limit=20&skip=0',
      headers: { cookie: admin.cookie },
    });
    expect(listed.json().photos.find((photo: { wash_id: string }) => photo.wash_id === washId)).toMatchObject(
      {
        user_email: member.body.email,
        social_shared: true,
        social_platform: 'tiktok',
      },
    );

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/photos/${washId}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      success: true,
      points_deducted: washPoints,
      user_affected: member.body.name,
    });
    const after = await userRow(member.user.id);
    // The share badge went with its wash (take-backs.test.ts); the first wash's stays.
    const takenBack = (
      await t.database.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, member.user.id), eq(pointsLedger.reason, 'badge_revoked')))
    ).reduce((sum, row) => sum + row.delta, 0);
    expect(after?.totalPoints).toBe((before?.totalPoints ?? 0) - washPoints + takenBack);
    // What is left: the other wash and the badges its washes still earn.
    const badgePoints = (
      await t.database.db
        .select()
        .from(pointsLedger)
        .where(
          and(
            eq(pointsLedger.userId, member.user.id),
            inArray(pointsLedger.reason, ['badge', 'badge_revoked']),
          ),
        )
    ).reduce((sum, row) => sum + row.delta, 0);
    expect(badgePoints).toBeGreaterThan(0);
    expect(after?.totalPoints).toBe(other.points_earned + badgePoints);
    expect(after?.totalWashes).toBe(1);
    expect(await t.mediaKeys(`washes/${member.user.id}/${washId}`)).toEqual([]);

    // The weekly ranking follows, and the station can be used again today.
    const weekly = (
      await t.app.inject({
        method: 'GET',
        url: '/api/leaderboard/weekly?limit=50',
        headers: { cookie: member.cookie },
      })
    ).json();
    const row = [...weekly.users, weekly.me].find(
      (entry: { user?: { id: string } } | null) => entry?.user?.id === member.user.id,
    );
    expect(row?.total_points).toBe(other.points_earned + badgePoints);
    expect((await postWash(t.app, member.cookie, 'Cernier II')).statusCode).toBe(201);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/photos/${washId}`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Photo introuvable');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, washId));
    expect(audit.map((entry) => entry.action)).toEqual(['photo.delete']);
    // The journal names the photo's owner: the operator reads a name, not an id (issue 32).
    const journal = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?target_id=${washId}`,
      headers: { cookie: admin.cookie },
    });
    expect(journal.json().entries[0].details).toMatchObject({ user_id: member.user.id });
    expect(journal.json().people).toEqual({ [member.user.id]: member.user.name });
  });

  it('is 403 for members and 401 for visitors', async () => {
    const member = await registerUser(t.app);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/admin/photos'],
      ['DELETE', `/api/admin/photos/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: { cookie: member.cookie } })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/admin/photos filters', () => {
  it('narrows the operator’s photos by station, member, name and Zurich days', async () => {
    const admin = await registerAdmin(t.app);
    const member = await registerUser(t.app, { name: 'Filtre Photos' });
    t.clock.set('2026-12-01T22:30:00Z'); // 23:30 in Zurich, 1 December
    const late = (await postWash(t.app, member.cookie, 'Saint-Blaise')).json().id as string;
    t.clock.set('2026-12-02T07:00:00Z');
    const early = (await postWash(t.app, member.cookie, 'Cernier II')).json().id as string;
    const photos = async (query: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/admin/photos?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as {
        photos: { wash_id: string; user_id: string; photo_url: string }[];
        total: number;
      };
    };
    const mine = await photos(`member=${member.user.id}`);
    expect(mine.total).toBe(2);
    expect(mine.photos.map((photo) => photo.wash_id)).toEqual([early, late]);
    expect(mine.photos[0]!.user_id).toBe(member.user.id);
    expect(mine.photos[0]!.photo_url).toMatch(/^\/api\/media\//);
    expect(
      (await photos(`member=${member.user.id}&station=Saint-Blaise`)).photos.map((p) => p.wash_id),
    ).toEqual([late]);
    expect(
      (await photos('q=filtre%20photos&from=2026-12-02&to=2026-12-02')).photos.map((p) => p.wash_id),
    ).toEqual([early]);
    // The Zurich day, not the UTC one: 22:30 UTC on 1 December is still that day in Zurich.
    expect((await photos(`member=${member.user.id}&to=2026-12-01`)).total).toBe(1);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/photos?station=Lausanne',
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('Station inconnue');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, reviewSubmissions, users } from '../../db/schema';
import { multipart, postWash, registerAdmin, registerUser } from '../../testing/http';
import { makePhoto } from '../../testing/photos';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { frenchTypography } from '@app/shared/i18n/typography';
import { fr } from '../../testing/french';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function submit(cookie: string, station: string | null, data: Buffer | null) {
  const body = multipart(
    station === null ? {} : { station },
    data ? { name: 'screenshot', data } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/reviews/submit-screenshot',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

async function pointsOf(userId: string) {
  const [row] = await t.database.db
    .select({ points: users.totalPoints })
    .from(users)
    .where(eq(users.id, userId));
  return row?.points;
}

describe('POST /api/reviews/submit-screenshot', () => {
  it('keeps refusing a screenshot after its submitter deleted the account', async () => {
    const first = await registerUser(t.app);
    const photo = await makePhoto({ width: 700, height: 1000, format: 'png', seed: 9191 });
    expect((await submit(first.cookie, 'Cernier I', photo)).statusCode).toBe(201);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/account',
      headers: { cookie: first.cookie },
    });
    expect(gone.statusCode).toBe(200);
    const second = await registerUser(t.app);
    const reused = await submit(second.cookie, 'Cernier I', photo);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe('Cette capture a déjà été soumise');
  });

  it('refuses missing fields, non-images, oversized files and unknown stations with French details', async () => {
    const { cookie } = await registerUser(t.app);
    const photo = await makePhoto({ width: 600, height: 900, format: 'png' });
    const cases: [Promise<{ statusCode: number; json(): { detail: string } }>, number, string][] = [
      [submit(cookie, null, photo), 400, 'Veuillez sélectionner une station et une image'],
      [submit(cookie, 'Cernier I', null), 400, 'Veuillez sélectionner une station et une image'],
      [submit(cookie, 'Cernier I', Buffer.from('pas une image')), 400, 'Veuillez sélectionner une image'],
      [
        submit(cookie, 'Cernier I', Buffer.alloc(5_242_881, 1)),
        413,
        "L'image est trop volumineuse (max 5MB)",
      ],
      [submit(cookie, 'Neuchâtel', photo), 400, 'Veuillez sélectionner une station'],
      [
        t.app.inject({
          method: 'POST',
          url: '/api/reviews/submit-screenshot',
          headers: { cookie },
          payload: { station: 'Cernier I' },
        }),
        400,
        'Veuillez sélectionner une station et une image',
      ],
    ];
    for (const [pending, status, detail] of cases) {
      const response = await pending;
      expect(response.statusCode, detail).toBe(status);
      expect(response.json().detail).toBe(detail);
    }
    expect(await t.database.db.select().from(reviewSubmissions)).toHaveLength(0);
  });

  it('stores a pending submission, refuses a second pending one and the same picture from anyone', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const photo = await makePhoto({ width: 700, height: 1000, format: 'png', seed: 4242 });
    const first = await submit(alice.cookie, 'Cernier II', photo);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: frenchTypography(
        fr`Capture envoyée avec succès ! Vos points seront attribués après validation.`,
      ),
      submission: { station: 'Cernier II', status: 'pending', points_earned: 0, admin_notes: null },
    });
    const again = await submit(
      alice.cookie,
      'Cernier II',
      await makePhoto({ width: 700, height: 1000, seed: 77 }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Une capture pour cette station est déjà en attente de validation');
    const copy = await submit(bob.cookie, 'Saint-Blaise', photo);
    expect(copy.statusCode).toBe(409);
    expect(copy.json().detail).toBe('Cette capture a déjà été soumise');

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/reviews/my-submissions',
      headers: { cookie: alice.cookie },
    });
    expect(mine.json().submissions).toHaveLength(1);
    const url = mine.json().submissions[0].screenshot_url as string;
    // The screenshot: re-encoded JPEG, readable by its owner only (and admins).
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: alice.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: bob.cookie } })).statusCode).toBe(
      404,
    );
  });
});

describe('admin decisions', () => {
  it('approves once (+50, notified, audited), refuses a second decision, and one bonus per station across both flows', async () => {
    const admin = await registerAdmin(t.app);
    const user = await registerUser(t.app);
    const sent = await submit(
      user.cookie,
      'Cernier I',
      await makePhoto({ width: 640, height: 960, seed: 9001 }),
    );
    const id = sent.json().submission.id as string;

    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/review-submissions',
      headers: { cookie: admin.cookie },
    });
    const listed = pending.json().submissions.find((row: { id: string }) => row.id === id);
    expect(listed).toMatchObject({ station: 'Cernier I', user_email: user.body.email });
    expect(
      (await t.app.inject({ method: 'GET', url: listed.screenshot_url, headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(200);

    // As form fields (FormData), the way the admin panel sends them.
    const form = multipart({ action: 'approve', admin_notes: 'Merci !' });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/review-submissions/${id}/validate`,
      headers: { cookie: admin.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      success: true,
      message: fr`Avis validé : +50 points attribués`,
      points_awarded: 50,
    });
    // 50, and 20 for the first-review badge.
    expect(await pointsOf(user.user.id)).toBe(70);

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/review-submissions/${id}/validate`,
      headers: { cookie: admin.cookie },
      payload: { action: 'reject' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('Cette soumission a déjà été traitée');

    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/reviews/my-submissions',
        headers: { cookie: user.cookie },
      })
    ).json();
    expect(mine.submissions[0]).toMatchObject({
      status: 'approved',
      points_earned: 50,
      admin_notes: 'Merci !',
    });
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/reviews/status', headers: { cookie: user.cookie } })
    ).json();
    expect(status.stations['Cernier I'].reviewed).toBe(true);

    // The add-wash flow cannot pay the same station again; a new screenshot is refused too.
    t.clock.set('2026-11-19T10:00:00Z');
    const wash = await postWash(t.app, user.cookie, 'Cernier I');
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/washes/${wash.json().id}/google-review`,
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(review.statusCode).toBe(409);
    const again = await submit(
      user.cookie,
      'Cernier I',
      await makePhoto({ width: 640, height: 960, seed: 9002 }),
    );
    expect(again.json().detail).toBe('Vous avez déjà reçu le bonus d’avis Google pour cette station');

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.user.id));
    expect(notes.some((note) => note.title === 'Avis Google validé ✅')).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((row) => row.action)).toEqual(['review.approve']);
  });

  it('rejects with notes shown to the user; of two decisions at once one wins', async () => {
    const admin = await registerAdmin(t.app);
    const other = await registerAdmin(t.app);
    const user = await registerUser(t.app);
    const sent = await submit(
      user.cookie,
      'Saint-Blaise',
      await makePhoto({ width: 640, height: 960, seed: 31337 }),
    );
    const id = sent.json().submission.id as string;
    const [a, b] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/admin/review-submissions/${id}/validate`,
        headers: { cookie: admin.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=reject&admin_notes=Capture%20illisible',
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/review-submissions/${id}/validate`,
        headers: { cookie: other.cookie },
        payload: { action: 'approve' },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(reviewSubmissions).where(eq(reviewSubmissions.id, id));
    if (a.statusCode === 200) {
      expect(row).toMatchObject({ status: 'rejected', adminNotes: 'Capture illisible', pointsEarned: 0 });
      expect(await pointsOf(user.user.id)).toBe(0);
    } else {
      expect(row).toMatchObject({ status: 'approved', pointsEarned: 50 });
    }
  });

  it('refuses bad decisions and keeps admin calls for admins', async () => {
    const admin = await registerAdmin(t.app);
    const member = await registerUser(t.app);
    const missing = '00000000-0000-4000-8000-000000000000';
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/review-submissions/${missing}/validate`,
      headers: { cookie: admin.cookie },
      payload: { action: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: `/api/admin/review-submissions/${missing}/validate`,
      headers: { cookie: admin.cookie },
      payload: { action: 'reject', admin_notes: 'x'.repeat(501) },
    });
    expect(long.json().detail).toBe('Les notes ne peuvent pas dépasser 500 caractères');
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/review-submissions/${missing}/validate`,
      headers: { cookie: admin.cookie },
      payload: { action: 'approve' },
    });
    expect(unknown.statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/admin/review-submissions'],
      ['POST', `/api/admin/review-submissions/${missing}/validate`],
    ] as const) {
      const asMember = await t.app.inject({
        method,
        url,
        headers: { cookie: member.cookie },
        payload: method === 'POST' ? { action: 'approve' } : undefined,
      });
      expect(asMember.statusCode).toBe(403);
      const asVisitor = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { action: 'approve' } : undefined,
      });
      expect(asVisitor.statusCode).toBe(401);
    }
  });
});

describe('the Google review bonus turned off by the operator', () => {
  it('invites reviews everywhere and pays none: the add-wash flow, the screenshot, the status and the home tile', async () => {
    const admin = await registerAdmin(t.app);
    const settings = (value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: admin.cookie },
        payload: { google_review_bonus: value },
      });
    const off = await settings(false);
    expect(off.json().google_review_bonus, off.body).toBe(false);
    try {
      const user = await registerUser(t.app);
      const wash = await postWash(t.app, user.cookie, 'Saint-Blaise');
      const before = await pointsOf(user.user.id);

      const status = await t.app.inject({
        method: 'GET',
        url: '/api/reviews/status',
        headers: { cookie: user.cookie },
      });
      expect(status.json().stations['Saint-Blaise']).toEqual({ reviewed: false, bonus_points: 0 });
      const programme = await t.app.inject({
        method: 'GET',
        url: '/api/programme',
        headers: { cookie: user.cookie },
      });
      expect(programme.json()).toMatchObject({
        google_review_bonus: 0,
        presence_stations: [],
        campaigns: [],
      });

      const review = await t.app.inject({
        method: 'POST',
        url: `/api/washes/${wash.json().id}/google-review`,
        headers: { cookie: user.cookie },
        payload: { station: 'Saint-Blaise' },
      });
      expect(review.statusCode).toBe(200);
      expect(review.json()).toMatchObject({ bonus_points: 0, message: fr`Merci pour votre avis !` });
      expect(review.json().review_url).toMatch(/^https:/);
      expect(await pointsOf(user.user.id)).toBe(before);

      const sent = await submit(
        user.cookie,
        'Cernier II',
        await makePhoto({ width: 640, height: 960, seed: 9301 }),
      );
      expect(sent.statusCode).toBe(201);
      expect(sent.json().message).toBe(fr`Capture envoyée : merci pour votre avis !`);
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/review-submissions/${sent.json().submission.id}/validate`,
        headers: { cookie: admin.cookie },
        payload: { action: 'approve' },
      });
      expect(approved.json()).toMatchObject({ points_awarded: 0 });
      expect(await pointsOf(user.user.id)).toBe(before);
    } finally {
      expect((await settings(true)).json().google_review_bonus).toBe(true);
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/programme' });
    expect(visitor.statusCode).toBe(401);
  });
});

import { stepAt } from '@app/shared/domain/presence';
import { presenceCode } from '@app/shared/domain/presence-code';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointsLedger, washes } from '../../db/schema';
import { registerUser } from '../../testing/http';
import sharp from 'sharp';
import { makePhoto, photoDataUrl, toDataUrl } from '../../testing/photos';
import { createSecondInstance } from '../../testing/test-app';
import {
  admin,
  nowStep,
  pairedDisplay,
  requirePresence,
  settings,
  t,
  token,
  usePresenceApp,
  wash,
  washesOf,
} from '../../testing/presence-fixture';

usePresenceApp();

describe('what a scanned display tells', () => {
  it('a member learns its station; a visitor, an unknown or a revoked display learn nothing', async () => {
    const display = await pairedDisplay('Saint-Blaise');
    const member = await registerUser(t.app);
    const url = `/api/station-display/displays/${display.display_id}`;
    const known = await t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ station: 'Saint-Blaise', label: expect.any(String) });
    expect(known.body).not.toContain(display.secret);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/station-display/displays/0f8fad5b-d9cb-469f-a165-70867728950e',
      headers: { cookie: member.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/station-display/displays/abc',
      headers: { cookie: member.cookie },
    });
    expect(malformed.statusCode).toBe(400);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/stations/Saint-Blaise/displays/${display.display_id}`,
      headers: { cookie: admin.cookie },
    });
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } })).statusCode).toBe(
      404,
    );
  });

  it('the server’s clock, for displays whose own clock is off', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/station-display/clock' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ now: t.clock.now().toISOString() });
  });
});

describe('washes with proof of presence', () => {
  it('keep today’s flow where the station does not ask for presence', async () => {
    await requirePresence('Cernier I', false);
    const { cookie } = await registerUser(t.app);
    const response = await wash(cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().verified).toBe(false);
  });

  it('are refused without a code where the station asks for one, and verified with it', async () => {
    await requirePresence('Cernier I');
    const display = await pairedDisplay();
    const { cookie, user } = await registerUser(t.app);
    // The member's screens learn it (the add-wash screen then asks for the code).
    const programme = await t.app.inject({ method: 'GET', url: '/api/programme', headers: { cookie } });
    expect(programme.json().presence_stations).toEqual(['Cernier I']);
    const missing = await wash(cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Scannez le code affiché à la station pour valider votre lavage.');
    expect(await washesOf(user.id)).toHaveLength(0);

    const response = await wash(cookie, { presence: token(display, nowStep()) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ verified: true, counted_at: t.clock.now().toISOString() });
    const [row] = await washesOf(user.id);
    expect(row).toMatchObject({ verified: true, displayId: display.display_id, presenceStep: nowStep() });
    await requirePresence('Cernier I', false);
  });

  it('accept the step either side of the server’s, and refuse stale, future, foreign, revoked and wrong codes', async () => {
    await requirePresence('Cernier I');
    const display = await pairedDisplay();
    const other = await pairedDisplay('Saint-Blaise');
    const step = nowStep();
    for (const accepted of [step - 1, step + 1]) {
      const { cookie } = await registerUser(t.app);
      expect((await wash(cookie, { presence: token(display, accepted) })).statusCode).toBe(201);
    }
    const refusedCases: [unknown, string][] = [
      [token(display, step - 2), 'Ce code a expiré. Scannez le code affiché en ce moment.'],
      [token(display, step + 2), 'Ce code n’est pas encore valable. Vérifiez l’heure de votre téléphone.'],
      [token(other, step), 'Ce code est celui d’une autre station. Choisissez la station où vous êtes.'],
      [
        `${display.display_id}.${step}.${presenceCode(display.secret, step + 7)}`,
        'Ce code ne correspond pas',
      ],
      [`${display.display_id}.${step}.12345`, 'Ce code ne correspond pas'],
      ['n’importe quoi', 'Ce code ne correspond pas'],
      [{ station: 'Cernier I', code: '000000' }, 'Ce code ne correspond pas'],
      [{ station: 'Cernier I', code: presenceCode(other.secret, step) }, 'Ce code ne correspond pas'],
    ];
    for (const [presence, detail] of refusedCases) {
      const { cookie, user } = await registerUser(t.app);
      const response = await wash(cookie, { presence });
      expect(response.statusCode, JSON.stringify(presence)).toBe(400);
      expect(response.json().detail).toContain(detail);
      expect(await washesOf(user.id)).toHaveLength(0);
      const points = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
      expect(points).toHaveLength(0);
    }

    // Six digits typed by hand: any live display of the station, current step ±1.
    const typed = await registerUser(t.app);
    const byHand = await wash(typed.cookie, {
      presence: { station: 'Cernier I', code: presenceCode(display.secret, step - 1) },
    });
    expect(byHand.statusCode).toBe(201);
    expect(byHand.json().verified).toBe(true);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/stations/Cernier%20I/displays/${display.display_id}`,
      headers: { cookie: admin.cookie },
    });
    const late = await registerUser(t.app);
    const revoked = await wash(late.cookie, { presence: token(display, step) });
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json().detail).toBe(
      'Cet écran de station n’est plus actif. Scannez le code d’un autre écran.',
    );
    await requirePresence('Cernier I', false);
  });

  it('serve at most the set number of members per code step, under concurrency and over two instances', async () => {
    await settings({ presence_users_per_code: 2 });
    const display = await pairedDisplay('Saint-Blaise');
    const second = await createSecondInstance(t);
    try {
      const members = await Promise.all(Array.from({ length: 5 }, () => registerUser(t.app)));
      const presence = token(display, nowStep());
      const photos = await Promise.all(members.map(() => photoDataUrl({ width: 320, height: 240 })));
      const responses = await Promise.all(
        members.map((member, index) =>
          (index % 2 === 0 ? t.app : second.app).inject({
            method: 'POST',
            url: '/api/washes',
            headers: { cookie: member.cookie },
            // Five phones, not one (several accounts from one address are listed apart).
            remoteAddress: `10.79.0.${index + 1}`,
            payload: { wash_type: 'standard', station: 'Saint-Blaise', photo_data: photos[index], presence },
          }),
        ),
      );
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([201, 201, 409, 409, 409]);
      const refused = responses.find((response) => response.statusCode === 409)!;
      expect(refused.json().detail).toContain('Ce code a déjà servi à plusieurs clients');
      // The second member of a step is listed for the operator.
      const rows = await t.database.db
        .select({ reason: washes.reviewReason })
        .from(washes)
        .where(and(eq(washes.displayId, display.display_id)));
      expect(rows.map((row) => row.reason).sort()).toEqual(['shared_code', null].sort());
    } finally {
      await second.close();
    }
  });

  it('taken offline, count at the code’s step: its Zurich day, its weekend bonus, within the set hours', async () => {
    const display = await pairedDisplay('Cernier II');
    const { cookie, user } = await registerUser(t.app);
    // Sunday 22 November 2026, 23:59:50 in Zurich; it arrives on Monday at 05:00.
    const sundayStep = stepAt(new Date('2026-11-22T22:59:50Z'));
    t.clock.set('2026-11-23T04:00:00Z');
    const online = await wash(cookie, { presence: token(display, sundayStep) }, 'Cernier II');
    expect(online.statusCode).toBe(400);
    expect(online.json().detail).toContain('expiré');

    const offline = await wash(
      cookie,
      { presence: token(display, sundayStep), captured_offline: true },
      'Cernier II',
    );
    expect(offline.statusCode).toBe(201);
    const body = offline.json();
    expect(body.counted_at).toBe(new Date(sundayStep * 30_000).toISOString());
    expect(body.bonus_applied).toContain('weekend');
    const [row] = await washesOf(user.id);
    expect(row).toMatchObject({ day: '2026-11-22', capturedOffline: true, verified: true });
    expect(row!.createdAt.toISOString()).toBe(body.counted_at);
    const [entry] = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
    expect(entry!.createdAt.toISOString()).toBe(body.counted_at);

    // Seven hours later than the code: beyond the operator's 6 hours.
    const tooOld = await registerUser(t.app);
    t.clock.set('2026-11-23T06:00:00Z');
    const late = await wash(
      tooOld.cookie,
      { presence: token(display, sundayStep), captured_offline: true },
      'Cernier II',
    );
    expect(late.statusCode).toBe(400);
    expect(await washesOf(tooOld.user.id)).toHaveLength(0);
    // The operator allows 12 hours: then it counts.
    await settings({ presence_offline_hours: 12 });
    const allowed = await wash(
      tooOld.cookie,
      { presence: token(display, sundayStep), captured_offline: true },
      'Cernier II',
    );
    expect(allowed.statusCode).toBe(201);
  });

  it('sent again from the offline queue, are answered once more and counted once, even at the same moment', async () => {
    const display = await pairedDisplay('Cernier I');
    const { cookie, user } = await registerUser(t.app);
    const clientId = '6b1d9c8e-4f7a-4c1e-9d2b-3a5f7e9c1b2d';
    const step = nowStep() - 20; // ten minutes ago, at the bay without a network
    const payload = {
      wash_type: 'standard',
      station: 'Cernier I',
      photo_data: await photoDataUrl({ width: 320, height: 240 }),
      presence: token(display, step),
      captured_offline: true,
      client_id: clientId,
    };
    const send = () => t.app.inject({ method: 'POST', url: '/api/washes', headers: { cookie }, payload });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    const third = await send();
    expect(third.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ id: clientId, verified: true });
    expect(await washesOf(user.id)).toHaveLength(1);
    const entries = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
    expect(entries.filter((entry) => entry.reason === 'wash')).toHaveLength(1);
    // The result reaches the member as a notification.
    const inbox = await t.app.inject({ method: 'GET', url: '/api/viral/notifications', headers: { cookie } });
    expect(inbox.body).toContain('Lavage hors ligne validé');

    // Another member cannot read it back with its id.
    const other = await registerUser(t.app);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/washes',
      headers: { cookie: other.cookie },
      payload: { ...payload, photo_data: await photoDataUrl({ width: 320, height: 240 }) },
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.body).not.toContain(user.id);
    expect(await washesOf(other.user.id)).toHaveLength(0);
  });

  it('typed by hand offline, count at the step the phone saw them', async () => {
    const display = await pairedDisplay('Cernier II');
    const { cookie, user } = await registerUser(t.app);
    const seen = nowStep() - 240; // two hours ago
    const response = await wash(
      cookie,
      {
        presence: { station: 'Cernier II', code: presenceCode(display.secret, seen), step: seen + 1 },
        captured_offline: true,
      },
      'Cernier II',
    );
    expect(response.statusCode).toBe(201);
    const [row] = await washesOf(user.id);
    expect(row).toMatchObject({ presenceStep: seen, capturedOffline: true });
    // Online, a typed step is not taken: the server's own step decides.
    const late = await registerUser(t.app);
    const refused = await wash(
      late.cookie,
      { presence: { station: 'Cernier II', code: presenceCode(display.secret, seen), step: seen } },
      'Cernier II',
    );
    expect(refused.statusCode).toBe(400);
  });

  it('proven at the station, are refused only for the same picture; a near one goes to the operator', async () => {
    await settings({ presence_users_per_code: 20 });
    const display = await pairedDisplay('Saint-Blaise');
    const original = await makePhoto({ width: 800, height: 600, seed: 77_001 });
    const send = async (picture: Buffer, presence: boolean) => {
      const member = await registerUser(t.app);
      t.clock.advance(30_000);
      const response = await wash(
        member.cookie,
        { photo_data: toDataUrl(picture), ...(presence ? { presence: token(display, nowStep()) } : {}) },
        'Saint-Blaise',
      );
      return { response, member };
    };
    const first = await send(original, true);
    expect(first.response.statusCode).toBe(201);

    // The same picture, re-encoded smaller, or mirrored: refused even with a code.
    const resized = await sharp(original).resize(640, 480).jpeg({ quality: 70 }).toBuffer();
    const mirrored = await sharp(original).flop().jpeg().toBuffer();
    for (const copy of [resized, mirrored]) {
      const { response } = await send(copy, true);
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toContain('Cette photo a déjà servi');
    }

    // A crop of it: near, not the same. Without a code it is refused as before; with one it
    // is accepted and listed for the operator.
    const cropped = await sharp(original)
      .extract({ left: 40, top: 30, width: 720, height: 540 })
      .jpeg()
      .toBuffer();
    expect((await send(cropped, false)).response.statusCode).toBe(409);
    const { response, member } = await send(cropped, true);
    expect(response.statusCode).toBe(201);
    const [row] = await washesOf(member.user.id);
    expect(row!.reviewReason).toBe('similar_photo');
    // « À vérifier » shows the earlier photo beside it, with its member, station and time.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/washes/to-review',
      headers: { cookie: admin.cookie },
    });
    const flagged = listed.json().washes.find((wash: { id: string }) => wash.id === row!.id);
    expect(flagged.similar_to).toMatchObject({
      id: first.response.json().id,
      user_id: first.member.user.id,
      user_name: first.member.user.name,
      station: 'Saint-Blaise',
    });
    expect(flagged.similar_to.photo_url).toMatch(/^\/api\/media\//);
  });

  it('without a code, accept a near match with the member’s own photo and list it; refuse another’s', async () => {
    // An honest regular: the same car in the same bay, visit after visit, no display there.
    const regular = await registerUser(t.app);
    const bay = await makePhoto({ width: 800, height: 600, seed: 77_501 });
    t.clock.set('2026-11-16T10:00:00Z');
    expect((await wash(regular.cookie, { photo_data: toDataUrl(bay) }, 'Cernier II')).statusCode).toBe(201);
    const nextVisit = await sharp(bay)
      .extract({ left: 24, top: 18, width: 752, height: 564 })
      .jpeg()
      .toBuffer();
    t.clock.advance(24 * 3_600_000);
    const again = await wash(regular.cookie, { photo_data: toDataUrl(nextVisit) }, 'Cernier II');
    expect(again.statusCode, again.body).toBe(201);
    const rows = await washesOf(regular.user.id);
    expect(rows.find((row) => row.id === again.json().id)?.reviewReason).toBe('own_photo');
    // The same picture is still refused, even one's own.
    t.clock.advance(24 * 3_600_000);
    const same = await wash(regular.cookie, { photo_data: toDataUrl(bay) }, 'Cernier II');
    expect(same.statusCode).toBe(409);
    // Another member's near copy of it: refused.
    const other = await registerUser(t.app);
    const copy = await sharp(bay).extract({ left: 40, top: 30, width: 720, height: 540 }).jpeg().toBuffer();
    const refused = await wash(other.cookie, { photo_data: toDataUrl(copy) }, 'Cernier II');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('Cette photo a déjà servi');
  });

  it('far from the station are accepted and listed for the operator', async () => {
    await settings({ stations: [{ name: 'Cernier I', latitude: 47.0587, longitude: 6.9011 }] });
    const display = await pairedDisplay();
    const { cookie, user } = await registerUser(t.app);
    const response = await wash(cookie, {
      presence: token(display, nowStep()),
      location: { lat: 46.2044, lng: 6.1432, accuracy: 20 },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await washesOf(user.id);
    expect(row).toMatchObject({ reviewReason: 'far', latitude: 46.2044 });
    const near = await registerUser(t.app);
    t.clock.advance(30_000); // the next code: not a shared step
    await wash(near.cookie, {
      presence: token(display, nowStep()),
      location: { lat: 47.0588, lng: 6.9012, accuracy: 15 },
    });
    const [nearRow] = await washesOf(near.user.id);
    expect(nearRow!.reviewReason).toBeNull();
  });
});

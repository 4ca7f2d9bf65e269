import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, sessions, users, washes } from '../../db/schema';
import { postWash, registerUser, sessionCookieOf } from '../../testing/http';
import { makePhoto, photoDataUrl, toDataUrl } from '../../testing/photos';
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

const updateProfile = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: { cookie }, payload });

describe('PUT /api/users/profile', () => {
  it('sets a pseudo, which becomes the display name, and clears it with an empty value', async () => {
    const { cookie } = await registerUser(t.app, { name: 'Jean Dupont' });
    const response = await updateProfile(cookie, {
      pseudo: '  Jeannot74 ',
      favorite_station: 'Saint-Blaise',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Profil mis à jour',
      user: {
        pseudo: 'Jeannot74',
        display_name: 'Jeannot74',
        favorite_station: 'Saint-Blaise',
        name: 'Jean Dupont',
      },
    });
    const cleared = await updateProfile(cookie, { pseudo: '' });
    expect(cleared.json().user).toMatchObject({
      pseudo: null,
      display_name: 'Jean Dupont',
      favorite_station: 'Saint-Blaise',
    });
    const nulled = await updateProfile(cookie, { pseudo: null, favorite_station: null });
    expect(nulled.json().user).toMatchObject({ pseudo: null, favorite_station: null });
  });

  it('renames the member under the rules of registration (issue 32)', async () => {
    const { cookie, user } = await registerUser(t.app, { name: 'Jean Dupont' });
    for (const [name, detail] of [
      ['   ', 'Le nom est requis'],
      ['x'.repeat(81), 'Le nom ne peut pas dépasser 80 caractères'],
      ['Jean\u202eDupont', 'Le nom ne peut pas contenir de caractères invisibles'],
    ]) {
      const refused = await updateProfile(cookie, { name });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(detail);
    }
    const renamed = await updateProfile(cookie, { name: '  Jean-Marc Dupont ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({
      id: user.id,
      name: 'Jean-Marc Dupont',
      display_name: 'Jean-Marc Dupont',
    });
  });

  it('accepts accented letters and refuses other pseudos with a French detail', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await updateProfile(cookie, { pseudo: 'Zoé2000' })).statusCode).toBe(200);
    // The Hangul fillers are letters that show nothing.
    for (const pseudo of [
      'a',
      'x'.repeat(21),
      'avec espace',
      'émoji🚗',
      'tiret-bas_',
      '\u3164\u3164\u3164',
      'Lé\uffa0a',
    ]) {
      const response = await updateProfile(cookie, { pseudo });
      expect(response.statusCode, pseudo).toBe(400);
      expect(response.json().detail).toBe('Le pseudo doit contenir 2 à 20 lettres ou chiffres');
    }
    expect((await updateProfile(cookie, { pseudo: 42 })).statusCode).toBe(400);
    expect((await updateProfile(cookie, { favorite_station: 'Neuchâtel' })).json().detail).toBe(
      'Veuillez choisir une station valide',
    );
  });

  it('keeps the language chosen at registration or in the profile, and null goes back to the browser’s', async () => {
    const { cookie, user } = await registerUser(t.app, { locale: 'pt-PT' });
    expect(user.locale).toBe('pt-PT');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().locale).toBe('pt-PT');
    expect((await updateProfile(cookie, { locale: 'de-CH' })).json().user.locale).toBe('de-CH');
    for (const locale of ['de', 'it-CH', 42, '']) {
      const refused = await updateProfile(cookie, { locale });
      expect(refused.statusCode, String(locale)).toBe(400);
      // The member now reads German: the refusal too.
      expect(refused.json().detail).toBe('Unbekannte Sprache');
    }
    expect((await updateProfile(cookie, { locale: null })).json().user.locale).toBeNull();
    const fresh = await registerUser(t.app);
    expect(fresh.user.locale).toBeNull();
  });

  it('keeps a birthday (never the year), the e-mail choice and the reminder categories (issue 33)', async () => {
    const { cookie } = await registerUser(t.app);
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json();
    expect(await me()).toMatchObject({
      birthday: null,
      email_opt_in: false,
      reminders: { streak: true, offers: true, birthday: true },
    });
    const response = await updateProfile(cookie, {
      birthday: '02-29',
      email_opt_in: true,
      reminders: { streak: false },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      birthday: '02-29',
      email_opt_in: true,
      reminders: { streak: false, offers: true, birthday: true },
    };
    expect(response.json().user).toMatchObject(expected);
    expect(await me()).toMatchObject(expected);
    expect(
      (await updateProfile(cookie, { birthday: null, reminders: { offers: false } })).json().user,
    ).toMatchObject({ birthday: null, reminders: { streak: false, offers: false, birthday: true } });

    for (const [payload, detail] of [
      [{ birthday: '02-30' }, fr`Date d’anniversaire invalide (format MM-JJ)`],
      [{ birthday: '1990-05-04' }, fr`Date d’anniversaire invalide (format MM-JJ)`],
      [{ birthday: 504 }, fr`Date d’anniversaire : texte « MM-JJ » attendu`],
      [{ email_opt_in: 'oui' }, fr`Champ « email_opt_in » : vrai ou faux attendu`],
      [{ reminders: { streak: 'non' } }, fr`Rappels de série : vrai ou faux attendu`],
    ] as const) {
      const refused = await updateProfile(cookie, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toContain(detail);
    }
    const unknown = await updateProfile(cookie, { reminders: { weather: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/[a-zé]/);
    expect(await me()).toMatchObject({ birthday: null, email_opt_in: true });
  });

  it('keeps pseudos unique ignoring case', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    expect((await updateProfile(first.cookie, { pseudo: 'RapidoWash' })).statusCode).toBe(200);
    const taken = await updateProfile(second.cookie, { pseudo: 'rapidowash' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('Ce pseudo est déjà utilisé');
    // Keeping one's own pseudo is fine.
    expect((await updateProfile(first.cookie, { pseudo: 'RapidoWash' })).statusCode).toBe(200);
  });

  it('stores a profile photo at 400 px, serves it, replaces and removes it', async () => {
    const { cookie, user } = await registerUser(t.app);
    const response = await updateProfile(cookie, {
      profile_photo: await photoDataUrl({ width: 1200, height: 900 }),
    });
    expect(response.statusCode).toBe(200);
    const url = response.json().user.profile_photo as string;
    expect(url).toMatch(new RegExp(`^/api/media/profiles/${user.id}/[0-9a-f]+\\.jpg$`));
    expect(response.json().user.display_photo).toBe(url);
    const other = await registerUser(t.app);
    const served = await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);

    // Sending the current URL back changes nothing.
    expect((await updateProfile(cookie, { profile_photo: url })).json().user.profile_photo).toBe(url);
    const replaced = await updateProfile(cookie, {
      profile_photo: await photoDataUrl({ width: 500, height: 500 }),
    });
    expect(replaced.json().user.profile_photo).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
    const removed = await updateProfile(cookie, { profile_photo: null });
    expect(removed.json().user.profile_photo).toBeNull();
    expect(await t.mediaKeys(`profiles/${user.id}/`)).toEqual([]);
  });

  it('refuses a photo that is not an image or is over 2 MB', async () => {
    const { cookie } = await registerUser(t.app);
    const notImage = await updateProfile(cookie, { profile_photo: toDataUrl(Buffer.from('%PDF-1.4 ...')) });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().detail).toBe('Le fichier n’est pas une image valide (JPEG, PNG ou WebP)');
    const big = Buffer.concat([await makePhoto({ width: 100, height: 100 }), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await updateProfile(cookie, { profile_photo: toDataUrl(big, 'image/png') });
    expect([400, 413]).toContain(tooBig.statusCode);
    expect(tooBig.json().detail).toBe('La photo est trop volumineuse (max 2MB)');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().profile_photo).toBeNull();
  });
});

describe('PUT /api/users/change-password', () => {
  it('checks the current password, signs out the other sessions and keeps this one', async () => {
    const { cookie, body } = await registerUser(t.app, { password: 'ancien-mdp' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: 'ancien-mdp' },
    });
    const otherDevice = sessionCookieOf(login);

    const change = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/users/change-password', headers: { cookie }, payload });
    const wrong = await change({ current_password: 'pas-le-bon', new_password: 'nouveau-mdp' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Mot de passe actuel incorrect');
    const short = await change({ current_password: 'ancien-mdp', new_password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('Le nouveau mot de passe doit contenir au moins 6 caractères');
    // One of the 10,000 most common passwords (NIST SP 800-63B), whatever its case.
    const common = await change({ current_password: 'ancien-mdp', new_password: 'Azerty' });
    expect(common.statusCode).toBe(400);
    expect(common.json().detail).toBe(
      fr`Ce mot de passe fait partie des plus courants : choisissez-en un plus difficile à deviner.`,
    );

    const ok = await change({ current_password: 'ancien-mdp', new_password: 'nouveau-mdp' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: otherDevice } }))
        .statusCode,
    ).toBe(401);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: 'ancien-mdp' },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: 'nouveau-mdp' },
    });
    expect(newLogin.statusCode).toBe(200);
  });
});

describe('DELETE /api/users/account and GET /api/users/export', () => {
  it('exports the user’s own data as a JSON download', async () => {
    const { cookie, user } = await registerUser(t.app);
    await postWash(t.app, cookie, 'Cernier II');
    const response = await t.app.inject({ method: 'GET', url: '/api/users/export', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mes-donnees-eclat-lavage-2026-11-16\.json"$/,
    );
    const data = response.json();
    // The wash's 15 and the first-wash badge's 10.
    expect(data.account).toMatchObject({ id: user.id, email: user.email, total_points: 25 });
    expect(data.washes).toHaveLength(1);
    expect(data.washes[0]).toMatchObject({ station: 'Cernier II', points_earned: 15 });
    expect(data.points_ledger).toEqual([
      expect.objectContaining({ delta: 15, reason: 'wash' }),
      expect.objectContaining({ delta: 10, reason: 'badge', reference: 'first_wash' }),
    ]);
    expect(data.badges).toEqual([expect.objectContaining({ id: 'first_wash', name: 'Premier lavage' })]);
    expect(JSON.stringify(data)).not.toMatch(/argon2|password_hash|token/);
  });

  it('deletes the account with its washes, photos, points and sessions', async () => {
    const { cookie, user } = await registerUser(t.app);
    for (const station of ['Cernier I', 'Saint-Blaise']) {
      await postWash(t.app, cookie, station);
    }
    await updateProfile(cookie, { profile_photo: await photoDataUrl({ width: 200, height: 200 }) });
    const bystander = await registerUser(t.app);

    const response = await t.app.inject({ method: 'DELETE', url: '/api/users/account', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Votre compte et toutes vos données ont été supprimés',
      // The first wash unlocks the first-wash badge (a notification and a ledger row of its
      // own); the seeded partner offers are inactive examples and notify nothing.
      data_deleted: { washes: 2, photos: 5, points_entries: 3, notifications: 1, sessions: 1 },
    });
    expect(response.cookies.find((c) => c.name === 'session')?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
    const db = t.database.db;
    for (const [table, column] of [
      [users, users.id],
      [washes, washes.userId],
      [pointsLedger, pointsLedger.userId],
      [sessions, sessions.userId],
    ] as const) {
      const rows = await db.select({ value: count() }).from(table).where(eq(column, user.id));
      expect(rows[0]?.value).toBe(0);
    }
    expect(await t.mediaKeys(`washes/${user.id}/`)).toEqual([]);
    expect(await t.mediaKeys(`profiles/${user.id}/`)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: bystander.cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/account' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/export' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/users/profile', payload: { pseudo: 'abc' } }))
        .statusCode,
    ).toBe(401);
  });
});

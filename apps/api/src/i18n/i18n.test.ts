import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { registerAdmin, registerUser } from '../testing/http';
import { createTestApp, type TestApp } from '../testing/test-app';
import { schemaSentences } from './schema-sentences';
import { badgeText, textsFor, translateValidation, validationSentence } from './index';
import { fr as french } from '../testing/french';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-16T10:00:00Z');
});
afterAll(async () => {
  await t.close();
});

describe('the validation catalog', () => {
  it('holds every sentence the shared schemas refuse with, word for word (values aside)', async () => {
    const missing = (await schemaSentences()).filter((sentence) => !validationSentence(sentence));
    expect(missing).toEqual([]);
  });

  it('writes the numbers of a refusal as each language writes them (issue 48)', () => {
    expect(validationSentence('L’ajustement doit être entre -10000 et 10000')).toEqual({
      key: 'ajustementEntre1000010000',
      values: { min: -10000, max: 10000 },
    });
    const adjustment = (locale: string) =>
      textsFor(locale).validation.ajustementEntre1000010000({ min: -10000, max: 10000 });
    expect(adjustment('fr-CH')).toBe('L’ajustement doit être entre -10\u202f000 et 10\u202f000');
    expect(adjustment('de-CH')).toBe("Die Anpassung muss zwischen -10'000 und 10'000 liegen");
    expect(adjustment('pt-PT')).toBe('O ajuste deve estar entre -10\u00a0000 e 10\u00a0000');
    expect(textsFor('en').validation.plus1000UtilisationsMembre({ max: 1000 })).toBe(
      "At most 1'000 uses per member",
    );
    expect(badgeText(textsFor('fr-CH'), 'points_5000')!.description).toBe('Cumuler 5\u202f000 points.');
    expect(badgeText(textsFor('pt-PT'), 'points_1000')!.description).toBe('Acumule 1000 pontos.');
  });

  it('leaves a sentence French outside a request and finds templated ones', () => {
    expect(translateValidation('Langue inconnue')).toBe('Langue inconnue');
    expect(translateValidation('Champ « score » : trop grand')).toBe(french`Champ « score » : trop grand`);
    expect(translateValidation('Une phrase inconnue')).toBe('Une phrase inconnue');
  });
});

describe('counts', () => {
  it('are written in each language’s Swiss way, 1 234 in French whatever Node’s ICU', () => {
    // ICU 78.3 (Node 24) writes Intl's fr-CH 1'234; the spec writes 1 234 (U+202F).
    const rewarded = (locale: string) => textsFor(locale).reviews.rewarded({ points: 1234 });
    expect(rewarded('fr-CH')).toBe(french`Merci pour votre avis ! +1\u202f234 points`);
    expect(rewarded('de-CH')).toContain("1'234");
    expect(rewarded('en')).toContain("1'234");
  });
});

describe('answers in the member’s language', () => {
  const login = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload, remoteAddress: '10.9.0.1' });

  it('follows Accept-Language without a session, French by default', async () => {
    const payload = { email: 'personne@exemple.ch', password: 'mauvais' };
    expect((await login({}, payload)).json().detail).toBe('Email ou mot de passe incorrect');
    expect((await login({ 'accept-language': 'de-CH,de;q=0.9' }, payload)).json().detail).toBe(
      'E-Mail oder Passwort falsch',
    );
    expect((await login({ 'accept-language': 'pt-PT' }, payload)).json().detail).toBe(
      'E-mail ou palavra-passe incorretos',
    );
    expect((await login({ 'accept-language': 'it-CH, en;q=0.5' }, payload)).json().detail).toBe(
      'Incorrect email or password',
    );
  });

  it('translates the shared schemas’ refusals, templated ones too', async () => {
    const register = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': 'pt-PT' },
        payload,
        remoteAddress: '10.9.0.2',
      });
    const base = {
      email: 'nouveau@exemple.ch',
      password: 'motdepasse',
      name: 'Ana',
      favorite_station: 'Cernier I',
    };
    expect((await register({ ...base, email: 'pas-une-adresse' })).json().detail).toBe(
      'O endereço de e-mail não é válido',
    );
    expect((await register({ ...base, password: 'court' })).json().detail).toBe(
      'A palavra-passe deve ter pelo menos 6 caracteres',
    );
  });

  it('writes /me again when the language it is read in changes (the level name)', async () => {
    const member = await registerUser(t.app);
    const me = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: member.cookie, 'accept-language': language },
        })
      ).json().level_name;
    expect(await me('fr-CH')).toBe('Rookie');
    await t.database.db.update(users).set({ level: 2 }).where(eq(users.id, member.user.id));
    t.app.authCache.forgetUser(member.user.id);
    expect(await me('fr-CH')).toBe('Débutant');
    expect(await me('de-CH')).toBe('Anfänger');
    expect(await me('pt-PT')).toBe('Principiante');
    expect(await me('fr-CH')).toBe('Débutant');
  });

  it('prefers the member’s chosen language to the browser’s', async () => {
    const member = await registerUser(t.app, { locale: 'pt-PT' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie: member.cookie, 'accept-language': 'de-CH' },
      payload: { pseudo: 'a' },
    });
    expect(refused.json().detail).toBe('O pseudónimo deve ter 2 a 20 letras ou algarismos');
  });

  it('writes a notification in its recipient’s language, whoever causes it, and keeps it', async () => {
    const admin = await registerAdmin(t.app);
    const member = await registerUser(t.app, { locale: 'de-CH' });
    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.user.id}/points`,
      headers: { cookie: admin.cookie, 'accept-language': 'fr-CH' },
      payload: { delta: 1200, reason: 'Geste' },
    });
    expect(adjusted.statusCode).toBe(200);
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/viral/notifications',
          headers: { cookie: member.cookie },
        })
      ).json().notifications as { title: string; message: string }[];
    const notes = await read();
    expect(notes.map((note) => note.title)).toContain('Anpassung Ihrer Punkte');
    expect(notes.map((note) => note.message)).toContain("+1'200 Punkte durch das Team: Geste");
    // A later change of language does not rewrite what was written.
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie: member.cookie },
      payload: { locale: 'en' },
    });
    expect((await read()).map((note) => note.title)).toContain('Anpassung Ihrer Punkte');
  });
});

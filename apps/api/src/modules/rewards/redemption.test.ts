import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { registerAdmin, registerUser } from '../../testing/http';
import { createSecondInstance, createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-18T10:00:00Z');
  admin = await registerAdmin(t.app);
});
afterAll(() => t.close());

const offer = {
  partner_name: 'Garage Redemption',
  discount_percentage: 15,
  promo_code: 'GARAGE15',
  description: 'Quinze pour cent sur le service',
  conditions: '',
  required_level: 1,
  required_points: 0,
  partner_pin: '4321',
};

async function createOffer(changes: Partial<typeof offer> & Record<string, unknown> = {}) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/admin/rewards',
    headers: { cookie: admin.cookie },
    payload: { ...offer, ...changes },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().reward as { id: string; has_partner_pin: boolean; redemptions: number };
}

const cardFor = (cookie: string, rewardId: string) =>
  t.app.inject({ method: 'POST', url: `/api/viral/rewards/${rewardId}/code`, headers: { cookie } });
const partner = (action: 'check' | 'redeem', code: string, pin = '4321', remoteAddress = '10.40.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/partner/${action}`, payload: { code, pin }, remoteAddress });

describe('member cards and the partner’s check page', () => {
  it('gives an unlocked offer a code valid ten minutes that the partner checks and uses once', async () => {
    const reward = await createOffer();
    expect(reward.has_partner_pin).toBe(true);
    const member = await registerUser(t.app, { name: 'Léa Dupont-Martin' });
    const card = await cardFor(member.cookie, reward.id);
    expect(card.statusCode, card.body).toBe(200);
    const { code, display_code, expires_at, verify_url, uses_left } = card.json();
    expect(code).toMatch(/^[234679ACDEFGHJKMNPQRTUVWXYZ]{8}$/);
    expect(display_code).toBe(`${code.slice(0, 4)}-${code.slice(4)}`);
    expect(expires_at).toBe('2026-11-18T10:10:00.000Z');
    expect(card.json().valid_for_seconds).toBe(600);
    expect(verify_url).toBe(`/partenaire/verifier?code=${code}`);
    expect(uses_left).toBeNull();

    // What the partner sees: the offer and the first name, never the e-mail or last name.
    const checked = await partner('check', display_code.toLowerCase());
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({
      valid: true,
      partner_name: 'Garage Redemption',
      description: 'Quinze pour cent sur le service',
      discount_percentage: 15,
      member_first_name: 'Léa',
      expires_at,
      uses_left: null,
    });
    expect(checked.body).not.toContain(member.body.email);
    expect(checked.body).not.toContain('Dupont');

    t.clock.advance(60_000);
    const used = await partner('redeem', code);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ success: true, redeemed_at: '2026-11-18T10:01:00.000Z' });
    const again = await partner('redeem', code);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Code déjà utilisé le 18.11.2026 à 11:01');
    expect((await partner('check', code)).statusCode).toBe(409);

    // The journal names the partner and the member; the admin tab counts the use.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reward.redeem'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      adminId: reward.id,
      adminName: 'Partenaire Garage Redemption',
      targetId: member.user.id,
      targetName: 'Léa Dupont-Martin',
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/rewards',
      headers: { cookie: admin.cookie },
    });
    const row = listed.json().rewards.find((item: { id: string }) => item.id === reward.id);
    expect(row).toMatchObject({ redemptions: 1, has_partner_pin: true });
    expect(JSON.stringify(row)).not.toContain('argon2');
  });

  it('refuses unknown, replaced and expired codes, wrong PINs and partners without a PIN', async () => {
    const reward = await createOffer();
    const member = await registerUser(t.app);
    const first = (await cardFor(member.cookie, reward.id)).json().code as string;
    const second = (await cardFor(member.cookie, reward.id)).json().code as string;
    // A new card replaces the one before.
    expect((await partner('check', first)).json().detail).toBe(
      fr`Code inconnu : vérifiez les 8 caractères affichés par le client`,
    );
    expect((await partner('check', 'ZZZZ-ZZZZ')).statusCode).toBe(404);
    expect((await partner('check', 'not a code at all')).statusCode).toBe(404);
    const wrong = await partner('check', second, '0000');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe('Code PIN incorrect');
    t.clock.advance(10 * 60_000);
    const expired = await partner('redeem', second);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe(
      fr`Code expiré : le client en affiche un nouveau dans son application`,
    );

    const withoutPin = await createOffer({ partner_pin: '' });
    const code = (await cardFor(member.cookie, withoutPin.id)).json().code as string;
    const noPin = await partner('check', code, '1234');
    expect(noPin.statusCode).toBe(403);
    expect(noPin.json().detail).toBe(fr`Ce partenaire n’a pas encore de code PIN : demandez-le à l’équipe`);

    for (const [body, status] of [
      [{}, 400],
      [{ code: second }, 400],
      [{ code: 'x'.repeat(21), pin: '1234' }, 400],
      [{ code: second, pin: 1234 }, 400],
    ] as const) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/partner/check', payload: body });
      expect(answer.statusCode).toBe(status);
      expect(typeof answer.json().detail).toBe('string');
    }
  });

  it('keeps locked, ended and used-up offers off the card', async () => {
    const member = await registerUser(t.app);
    const locked = await createOffer({ required_points: 1_000_000 });
    const refusedLocked = await cardFor(member.cookie, locked.id);
    expect(refusedLocked.statusCode).toBe(403);
    expect(refusedLocked.json().detail).toBe('Cette récompense n’est pas encore débloquée');

    const ended = await createOffer({ starts_on: '2026-11-01', ends_on: '2026-11-17' });
    expect((await cardFor(member.cookie, ended.id)).statusCode).toBe(409);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/viral/rewards',
      headers: { cookie: member.cookie },
    });
    expect(list.json().rewards.map((item: { id: string }) => item.id)).not.toContain(ended.id);

    const once = await createOffer({ uses_per_member: 1 });
    const card = (await cardFor(member.cookie, once.id)).json();
    expect(card.uses_left).toBe(1);
    expect((await partner('redeem', card.code)).json().uses_left).toBe(0);
    const usedUp = await cardFor(member.cookie, once.id);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().detail).toBe(fr`Vous avez déjà utilisé cette offre une fois : c’est le maximum`);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/viral/rewards',
      headers: { cookie: member.cookie },
    });
    expect(mine.json().rewards.find((item: { id: string }) => item.id === once.id).uses_left).toBe(0);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rewards',
      headers: { cookie: admin.cookie },
      payload: { ...offer, partner_pin: '12ab', uses_per_member: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/PIN|utilisation/);
  });

  it('uses a code once when two partners’ tablets (two instances) press at the same moment', async () => {
    const second = await createSecondInstance(t);
    try {
      const reward = await createOffer({ uses_per_member: 2 });
      const member = await registerUser(t.app);
      const code = (await cardFor(member.cookie, reward.id)).json().code as string;
      const answers = await Promise.all([
        partner('redeem', code, '4321', '10.40.1.1'),
        second.app.inject({
          method: 'POST',
          url: '/api/partner/redeem',
          payload: { code, pin: '4321' },
          remoteAddress: '10.40.1.2',
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/admin/rewards',
        headers: { cookie: admin.cookie },
      });
      expect(listed.json().rewards.find((item: { id: string }) => item.id === reward.id).redemptions).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('slows down a PIN guessed again and again from one address, even when the right one finally comes', async () => {
    const reward = await createOffer({ partner_pin: '9876' });
    const member = await registerUser(t.app);
    const code = (await cardFor(member.cookie, reward.id)).json().code as string;
    // Ten typos are free…
    for (let guess = 0; guess < 10; guess += 1) {
      const answer = await partner('check', code, String(1000 + guess), '10.41.0.1');
      expect(answer.statusCode).toBe(403);
    }
    // …then that address waits, right or wrong.
    const blocked = await partner('check', code, '9876', '10.41.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(30);
    // The partner's own till, elsewhere, is not locked out by someone else's guesses.
    expect((await partner('check', code, '9876', '10.41.1.1')).statusCode).toBe(200);
    t.clock.advance(31_000);
    expect((await partner('check', code, '9876', '10.41.0.1')).statusCode).toBe(200);
  });

  it('is not locked by wrong PINs from many addresses, and evaluates ten of 60 sent at once from one', async () => {
    const reward = await createOffer({ partner_pin: '2468' });
    const member = await registerUser(t.app);
    const code = (await cardFor(member.cookie, reward.id)).json().code as string;
    for (let address = 0; address < 10; address += 1)
      expect((await partner('check', code, '1111', `10.42.0.${address}`)).statusCode).toBe(403);
    expect((await partner('check', code, '2468', '10.42.9.9')).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, guess) => partner('check', code, String(3000 + guess), '10.42.5.5')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
  });
});

describe('member cards, opened again and again', () => {
  it('stops a member after 20 cards in ten minutes, with a French detail', async () => {
    const reward = await createOffer();
    const member = await registerUser(t.app);
    for (let card = 0; card < 20; card += 1)
      expect((await cardFor(member.cookie, reward.id)).statusCode).toBe(200);
    const refused = await cardFor(member.cookie, reward.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(fr`Trop de cartes ouvertes : réessayez dans quelques minutes`);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await cardFor(member.cookie, reward.id)).statusCode).toBe(200);
  });
});

describe('partner logos', () => {
  it('stores an uploaded logo re-encoded, shows it to members, refuses what is not a small image', async () => {
    const reward = await createOffer();
    const png = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#0a7' } })
      .png()
      .toBuffer();
    const upload = (data: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/rewards/${reward.id}/logo`,
        headers: { cookie: admin.cookie },
        payload: { logo_data: data },
      });
    const saved = await upload(`data:image/png;base64,${png.toString('base64')}`);
    expect(saved.statusCode, saved.body).toBe(200);
    const logoUrl = saved.json().reward.logo_url as string;
    expect(logoUrl).toMatch(/^\/api\/media\/partners\/[0-9a-f]{24}\.webp$/);

    const member = await registerUser(t.app);
    const file = await t.app.inject({ method: 'GET', url: logoUrl, headers: { cookie: member.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const size = await sharp(file.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 320, 160]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/viral/rewards',
      headers: { cookie: member.cookie },
    });
    expect(list.json().rewards.find((item: { id: string }) => item.id === reward.id).image_url).toBe(logoUrl);

    const notImage = await upload(
      `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
    );
    expect(notImage.statusCode).toBe(400);
    const tooLarge = await upload(`data:image/png;base64,${Buffer.alloc(1_100_000, 1).toString('base64')}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe('Le logo dépasse 1 Mo');
    const asMember = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/rewards/${reward.id}/logo`,
      headers: { cookie: member.cookie },
      payload: { logo_data: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(asMember.statusCode).toBe(403);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/rewards/${reward.id}/logo`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.json().reward.logo_url).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: logoUrl, headers: { cookie: member.cookie } })).statusCode,
    ).toBe(404);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, reward.id), eq(auditLog.adminId, admin.user.id)));
    expect(actions.map((row) => row.action)).toEqual(['reward.create', 'reward.logo', 'reward.logo_remove']);
  });
});

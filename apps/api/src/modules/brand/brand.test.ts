import { createHash } from 'node:crypto';
import { desc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { multipart, registerAdmin, registerUser } from '../../testing/http';
import { startSmtpServer } from '../../testing/smtp-server';
import { createSecondInstance, createTestApp, eventually, type TestApp } from '../../testing/test-app';
import { brandManifest, renderIndex } from './brand.page';
import { readBrand } from './brand.repository';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let a: TestApp;
let b: TestApp;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  a = await createTestApp({
    config: { mail: { url: smtp.url, from: 'Éclat Lavage <no-reply@exemple.ch>' } },
  });
  b = await createSecondInstance(a);
  admin = (await registerAdmin(a.app)).cookie;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await smtp?.close();
});

const brand = {
  name: 'Lavage du Lac',
  short_name: 'Lac',
  primary_color: '#B91C1C',
  mail_sender_name: 'Lavage du Lac',
  legal_name: 'Lavage du Lac Sàrl',
  postal_address: 'Quai 1\n2000 Neuchâtel',
  contact_email: 'bonjour@lavage-du-lac.ch',
};
const put = (body: Record<string, unknown>) =>
  a.app.inject({ method: 'PUT', url: '/api/admin/brand', headers: { cookie: admin }, payload: body });
const manifestOf = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();

describe('Réglages → Marque (issue 34)', () => {
  it('starts from the seeded brand, changes it journaled, and every instance serves the new manifest at once', async () => {
    const seeded = await a.app.inject({ method: 'GET', url: '/api/admin/brand', headers: { cookie: admin } });
    expect(seeded.json()).toMatchObject({ name: 'Éclat Lavage', primary_color: '#0369a1', logo_url: null });
    expect((await manifestOf(b)).name).toBe('Éclat Lavage');

    const saved = await put(brand);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...brand, logo_url: null });
    const [entry] = await a.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'brand.update', targetName: 'Lavage du Lac' });

    await eventually(async () => (await manifestOf(b)).name === 'Lavage du Lac');
    const manifest = await b.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Lavage du Lac',
      short_name: 'Lac',
      theme_color: '#B91C1C',
    });
    const again = await b.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'if-none-match': manifest.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    // Members' screens read it with the programme; the public pages from GET /api/brand.
    const member = await registerUser(a.app);
    const programme = await b.app.inject({
      method: 'GET',
      url: '/api/programme',
      headers: { cookie: member.cookie },
    });
    expect(programme.json().brand).toEqual({
      name: 'Lavage du Lac',
      short_name: 'Lac',
      primary_color: '#B91C1C',
      logo_url: null,
    });
    const open = (await b.app.inject({ method: 'GET', url: '/api/brand' })).json();
    expect(open).toMatchObject({
      legal_name: 'Lavage du Lac Sàrl',
      contact_email: 'bonjour@lavage-du-lac.ch',
    });
    expect(open.mail_sender_name).toBeUndefined();
  });

  it.each([
    ['a colour white text cannot sit on', { primary_color: '#ffcc00' }, 'Couleur trop claire'],
    ['a colour that is not #rrggbb', { primary_color: 'rouge' }, 'La couleur s’écrit #rrggbb'],
    [
      'a short name past 12 characters',
      { short_name: 'Un nom bien trop long' },
      'Le nom court compte de 1 à 12',
    ],
    ['markup in the name', { name: '<b>Lavage</b>' }, 'ne peut pas contenir les signes'],
    [
      'an invalid contact address',
      { contact_email: 'pas-une-adresse' },
      'Adresse e-mail de contact invalide',
    ],
  ])('refuses %s with a French 400 and changes nothing', async (_case, change, detail) => {
    const before = await readBrand(a.database.db);
    const response = await put({ ...brand, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
    expect(await readBrand(a.database.db)).toEqual(before);
  });

  it('refuses members and visitors', async () => {
    const member = await registerUser(a.app);
    expect(
      (
        await a.app.inject({
          method: 'PUT',
          url: '/api/admin/brand',
          headers: { cookie: member.cookie },
          payload: brand,
        })
      ).statusCode,
    ).toBe(403);
    expect((await a.app.inject({ method: 'PUT', url: '/api/admin/brand', payload: brand })).statusCode).toBe(
      401,
    );
  });

  it('makes the icons from a square logo: 192, 512, a maskable 512 with the safe zone, the apple-touch icon and the favicon', async () => {
    const logo = await sharp({
      create: { width: 600, height: 600, channels: 4, background: { r: 185, g: 28, b: 28, alpha: 1 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="600" height="600"><circle cx="300" cy="300" r="200" fill="white"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const upload = (body: ReturnType<typeof multipart>) =>
      a.app.inject({
        method: 'POST',
        url: '/api/admin/brand/logo',
        headers: { cookie: admin, ...body.headers },
        payload: body.payload,
      });
    const answer = await upload(multipart({}, { name: 'file', data: logo, type: 'image/png' }));
    expect(answer.statusCode, answer.body).toBe(200);
    const hash = createHash('sha256').update(logo).digest('hex').slice(0, 16);
    expect(answer.json().logo_url).toBe(`/brand/${hash}/icon-512.png`);

    await eventually(async () => (await manifestOf(b)).icons[0].src === `/brand/${hash}/icon-192.png`);
    const manifest = await manifestOf(b);
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      `/brand/${hash}/icon-192.png`,
      `/brand/${hash}/icon-512.png`,
      `/brand/${hash}/icon-maskable-512.png`,
    ]);
    for (const [file, side] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['icon-maskable-512.png', 512],
      ['apple-touch-icon.png', 180],
      ['favicon-48.png', 48],
    ] as const) {
      const icon = await b.app.inject({ method: 'GET', url: `/brand/${hash}/${file}` });
      expect(icon.statusCode, file).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
      const size = await sharp(icon.rawPayload).metadata();
      expect([size.format, size.width, size.height], file).toEqual(['png', side, side]);
    }
    // The maskable icon keeps the logo inside the middle 80 %: its edge is the logo's corner colour.
    const maskable = await b.app.inject({ method: 'GET', url: `/brand/${hash}/icon-maskable-512.png` });
    const edge = await sharp(maskable.rawPayload)
      .extract({ left: 0, top: 256, width: 40, height: 1 })
      .raw()
      .toBuffer();
    expect([edge[0], edge[1], edge[2]]).toEqual([185, 28, 28]);
    // The apple-touch icon is opaque.
    const apple = await sharp(
      (await b.app.inject({ method: 'GET', url: `/brand/${hash}/apple-touch-icon.png` })).rawPayload,
    ).stats();
    expect(apple.isOpaque).toBe(true);

    const notSquare = await sharp({ create: { width: 600, height: 500, channels: 3, background: '#b91c1c' } })
      .png()
      .toBuffer();
    const small = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#b91c1c' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b91c1c' } })
      .webp()
      .toBuffer();
    for (const [data, detail] of [
      [notSquare, 'Le logo doit être carré'],
      [small, 'au moins 512 pixels'],
      [webp, 'PNG ou JPEG'],
      [Buffer.from('GIF89a not really'), 'n’est pas une image valide'],
    ] as const) {
      const refused = await upload(multipart({}, { name: 'file', data, type: 'image/png' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toContain(detail);
    }
    expect(
      (await a.app.inject({ method: 'GET', url: '/brand/0123456789abcdef/icon-192.png' })).statusCode,
    ).toBe(404);
    expect(
      (await a.app.inject({ method: 'GET', url: `/brand/${hash}/..%2F..%2Fsecret.png` })).statusCode,
    ).toBe(400);
  });

  it('names the mails’ sender and their text after the brand, from MAIL_FROM’s address', async () => {
    await put({ ...brand, mail_sender_name: 'Lavage du Lac (service)' });
    const member = await registerUser(a.app);
    const asked = await a.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: member.body.email },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.mailTo(member.body.email);
    expect(mail.headers.from).toContain('Lavage du Lac (service)');
    expect(mail.headers.from).toContain('<no-reply@exemple.ch>');
    // The mail names the brand, not the built-in one.
    expect(mail.subject).toMatch(/^Lavage du Lac\s*:\s*réinitialisation/);
    expect(mail.text).toContain('L’équipe Lavage du Lac');
  });
});

describe('the page’s head', () => {
  const template =
    '<!doctype html><html><head><meta name="theme-color" content="#0b4f8a" /><link rel="icon" href="/icons/favicon-48.png" type="image/png" /><link rel="apple-touch-icon" href="/icons/icon-192.png" /><title>Éclat Lavage</title></head><body></body></html>';

  it('carries the brand’s name, colour and icons, and its palette by a hash the policy allows', () => {
    const { html, styleHash } = renderIndex(template, {
      ...brand,
      name: 'Lavage "du" Lac',
      logo: { hash: 'abcdef0123456789' },
    });
    expect(html).toContain('<title>Lavage &quot;du&quot; Lac</title>');
    expect(html).toContain('<meta name="application-name" content="Lavage &quot;du&quot; Lac" />');
    expect(html).toContain('<meta name="theme-color" content="#B91C1C"');
    expect(html).toContain('href="/brand/abcdef0123456789/favicon-48.png"');
    expect(html).toContain('href="/brand/abcdef0123456789/apple-touch-icon.png"');
    const css = /<style>([^<]*)<\/style>/.exec(html)?.[1] as string;
    expect(css).toContain('--color-brand-700:#b91c1c');
    expect(styleHash).toBe(`sha256-${createHash('sha256').update(css).digest('base64')}`);
  });

  it('adds no style for the default colour, and the built-in icons without a logo', () => {
    const { html, styleHash } = renderIndex(template, { ...brand, primary_color: '#0369a1', logo: null });
    expect(styleHash).toBeNull();
    expect(html).not.toContain('<style>');
    expect(html).toContain('href="/icons/favicon-48.png"');
    expect(brandManifest({ ...brand, logo: null }).icons[0]?.src).toBe('/icons/icon-192.png');
  });
});

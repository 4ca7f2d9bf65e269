import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { brandBody, brandResponse, publicBrand } from '@app/shared/schemas/brand';
import { refusals } from '@app/shared/schemas/common';
import { z } from 'zod';
import { messages } from '../../i18n';
import { adminUser } from '../../lib/session';
import { readUploadedFile } from '../../lib/uploads';
import type { App } from '../../types';
import { brandManifest } from './brand.page';
import { BrandService, brandIconKey, presentBrand } from './brand.service';

/** A logo as uploaded (its icons are made from it). */
const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** /api/admin/brand: Réglages → Marque. */
export async function adminBrandRoutes(app: App) {
  const service = new BrandService(app.db, app.storage);
  const refused = refusals(400, 401, 403, 413);
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 2, fieldSize: 256, parts: 3 },
  });
  app.get('', { schema: { tags: ['admin'], response: { 200: brandResponse, ...refused } } }, () =>
    service.settings(),
  );
  app.put(
    '',
    { schema: { tags: ['admin'], body: brandBody, response: { 200: brandResponse, ...refused } } },
    (request) => service.update(adminUser(request), request.body, app.clock.now()),
  );
  app.post(
    '/logo',
    {
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        response: { 200: brandResponse, ...refused },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, 'file', {
        missing: messages.images.fileMissing,
        tooLarge: messages.images.brandLogoTooLarge,
      });
      return service.setLogo(adminUser(request), bytes, app.clock.now());
    },
  );
}

/** GET /api/brand: the brand and the operator's details, for every page (the legal ones too). */
export async function publicBrandRoutes(app: App) {
  app.get(
    '',
    { config: { public: true }, schema: { tags: ['settings'], response: { 200: publicBrand } } },
    async () => {
      const { mail_sender_name: _sender, ...brand } = presentBrand(await app.brand.current());
      return brand;
    },
  );
}

const iconParams = z.object({
  hash: z.string().regex(/^[0-9a-f]{16}$/),
  file: z.enum([
    'icon-192.png',
    'icon-512.png',
    'icon-maskable-512.png',
    'apple-touch-icon.png',
    'favicon-48.png',
  ]),
});

/** The manifest and the logo's icons, at the site's root (the browser asks for them signed out). */
export async function brandAssetRoutes(app: App) {
  app.get(
    '/manifest.webmanifest',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const body = JSON.stringify(brandManifest(await app.brand.current()));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      reply.header('ETag', etag).header('Cache-Control', 'no-cache').type('application/manifest+json');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return body;
    },
  );
  app.get(
    '/brand/:hash/:file',
    { config: { public: true }, schema: { hide: true, params: iconParams } },
    async (request, reply) => {
      const icon = await app.storage.get(brandIconKey(request.params.hash, request.params.file));
      if (!icon) return reply.code(404).send({ success: false, detail: messages.errors.notFound });
      // Named by a hash of the logo: a new logo is a new address.
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type('image/png')
        .send(icon.data);
    },
  );
}

import { z } from 'zod';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { isValidMediaKey } from '../../lib/storage';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { showsInGallery } from '../gallery/gallery.repository';

const mediaParams = z.object({ '*': z.string().max(300) });

/**
 * Media files are never public: profile photos are shown to any signed-in user (they
 * appear on leaderboards); wash photos to their owner, to admins, and to members when the
 * owner shows them in the gallery (docs/product.md, privacy); review screenshots to their owner and
 * to admins.
 */
async function mayView(app: App, key: string, user: { id: string; isAdmin: boolean }): Promise<boolean> {
  // Profile photos, partners' logos and stations' photos are shown to every member.
  if (key.startsWith('profiles/') || key.startsWith('partners/') || key.startsWith('stations/')) return true;
  if (key.startsWith('reviews/')) return user.isAdmin || key.startsWith(`reviews/${user.id}/`);
  if (key.startsWith('washes/')) {
    if (user.isAdmin || key.startsWith(`washes/${user.id}/`)) return true;
    const owner = key.split('/')[1] ?? '';
    return /^[0-9a-f-]{36}$/.test(owner) && (await showsInGallery(app.db, owner));
  }
  return false;
}

export default async function mediaRoutes(app: App) {
  app.get('/*', { schema: { hide: true, params: mediaParams } }, async (request, reply) => {
    const user = sessionUser(request);
    const key = request.params['*'];
    if (!isValidMediaKey(key) || !(await mayView(app, key, user)))
      throw new HttpError(404, messages.errors.notFound);
    // Keys are never reused for other content, so the key is the validator. The browser
    // keeps the file but asks each time (no-cache): after logout or deletion it gets a
    // 401 or 404, never the copy it kept.
    const etag = `"${key.replaceAll('/', '-')}"`;
    reply.header('Cache-Control', 'private, no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag && (await app.storage.exists(key)))
      return reply.code(304).send();
    const file = await app.storage.get(key);
    if (!file) throw new HttpError(404, messages.errors.notFound);
    return reply.header('Content-Type', file.contentType).send(file.data);
  });
}

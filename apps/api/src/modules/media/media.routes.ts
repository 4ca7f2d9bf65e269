import { z } from 'zod';
import { messages } from '../../i18n/fr';
import { HttpError } from '../../lib/errors';
import { isValidMediaKey } from '../../lib/storage';
import { sessionUser } from '../../plugins/auth';
import type { App } from '../../types';

const mediaParams = z.object({ '*': z.string().max(300) });

/**
 * Media files are never public: profile photos are shown to any signed-in user (they
 * appear on leaderboards), wash photos only to their owner and to admins.
 */
function mayView(key: string, user: { id: string; isAdmin: boolean }): boolean {
  if (key.startsWith('profiles/')) return true;
  if (key.startsWith('washes/')) return user.isAdmin || key.startsWith(`washes/${user.id}/`);
  return false;
}

export default async function mediaRoutes(app: App) {
  app.get('/*', { schema: { hide: true, params: mediaParams } }, async (request, reply) => {
    const user = sessionUser(request);
    const key = request.params['*'];
    if (!isValidMediaKey(key) || !mayView(key, user)) throw new HttpError(404, messages.errors.notFound);
    const file = await app.storage.get(key);
    if (!file) throw new HttpError(404, messages.errors.notFound);
    // Keys are never reused for other content, so a browser may keep a file as long as it likes.
    return reply
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('Content-Type', file.contentType)
      .send(file.data);
  });
}

import type { FastifyRequest } from 'fastify';
import { messages } from '../i18n/fr';
import { HttpError } from '../lib/errors';
import { sessionUser } from './auth';

/**
 * The signed-in admin of an /api/admin route. The auth plugin has already refused
 * visitors (401) and members (403) for every such route; this types the user.
 */
export function adminUser(request: FastifyRequest) {
  const user = sessionUser(request);
  if (!user.isAdmin) throw new HttpError(403, messages.errors.adminOnly);
  return user;
}

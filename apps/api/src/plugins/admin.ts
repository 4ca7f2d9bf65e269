import type { FastifyRequest } from 'fastify';
import { messages } from '../i18n/fr';
import { HttpError } from '../lib/errors';
import { sessionUser } from './auth';

/**
 * The signed-in admin of an /api/admin route (DESIGN.md §11: checked on the server, for
 * every admin call). A visitor gets 401 from the auth guard before this; a member, 403.
 */
export function adminUser(request: FastifyRequest) {
  const user = sessionUser(request);
  if (!user.isAdmin) throw new HttpError(403, messages.errors.adminOnly);
  return user;
}

/** A hook for routes that only admins reach, so no handler can forget the check. */
export function requireAdmin(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) {
  try {
    adminUser(request);
    done();
  } catch (error) {
    done(error as Error);
  }
}

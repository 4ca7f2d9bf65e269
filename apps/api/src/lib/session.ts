import type { FastifyRequest } from 'fastify';
import type { users } from '../db/schema';
import { messages } from '../i18n';
import { HttpError } from './errors';

// What a route handler reads of its request's session. The auth plugin sets it (and
// refuses every route that needs one) before any handler runs.

/** The signed-in member of a request, as the session cache holds them. */
export type SessionUser = typeof users.$inferSelect;

/** The signed-in session of a request. */
export interface AuthContext {
  sessionId: string;
  user: SessionUser;
  /** The user's unread notifications, read with the session. */
  unreadNotifications: number;
}

/** The session of a route that is not public (the auth plugin's guard guarantees one). */
export function sessionOf(request: FastifyRequest) {
  if (!request.auth) throw new HttpError(401, messages.errors.unauthenticated);
  return request.auth;
}

/** The signed-in user of a route that is not public. */
export function sessionUser(request: FastifyRequest) {
  return sessionOf(request).user;
}

/**
 * The signed-in admin of an /api/admin route. The auth plugin has already refused
 * visitors (401) and members (403) for every such route; this types the user.
 */
export function adminUser(request: FastifyRequest) {
  const user = sessionUser(request);
  if (!user.isAdmin) throw new HttpError(403, messages.errors.adminOnly);
  return user;
}

import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'session';
/**
 * Readable by the page (no secret in it): tells the web app that a session cookie exists,
 * so that a visitor without one does not call /api/auth/me only to get a 401 (decision 0011).
 */
export const SIGNED_IN_COOKIE = 'signed_in';

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
  now: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    // Max-Age (relative) wins over Expires in browsers, so a device with a wrong clock keeps its session.
    maxAge: Math.max(0, Math.round((expiresAt.getTime() - now.getTime()) / 1000)),
    expires: expiresAt,
  });
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: Math.max(0, Math.round((expiresAt.getTime() - now.getTime()) / 1000)),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', sameSite: 'lax', secure });
}

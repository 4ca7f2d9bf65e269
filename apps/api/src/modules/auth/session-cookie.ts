import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'session';

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
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

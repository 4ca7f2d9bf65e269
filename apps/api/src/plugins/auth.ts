import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../i18n';
import { HttpError } from '../lib/errors';
import type { AuthContext } from '../lib/session';
import { AuthCache } from '../modules/auth/auth-cache';
import { AuthService, type SessionLookup } from '../modules/auth/auth.service';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../lib/session-cookie';
import { isApiRequest } from './api-path';
import { SAFE_METHODS } from './security';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null. Set for every /api request. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session. Everything else under /api needs one. */
    public?: boolean;
  }
  interface FastifyInstance {
    authService: AuthService;
    /** This instance's copy of sessions and users (started by prepareApp). */
    authCache: AuthCache;
    /** Whether cookies must carry the Secure flag (the app is served over https). */
    secureCookies: boolean;
  }
}

/**
 * Loads the session of every /api request from its cookie, and refuses every /api route
 * that is not marked public when there is none: secure by default.
 */
async function authPlugin(app: FastifyInstance) {
  await app.register(cookie);
  const cache = new AuthCache(app.database);
  app.decorate('authCache', cache);
  app.decorate('authService', new AuthService(app.db, app.clock, app.rateLimiter, cache));
  app.addHook('preClose', () => cache.stop());
  app.decorate('secureCookies', app.config.publicUrl?.startsWith('https://') ?? false);
  app.decorateRequest('auth', null);

  const apply = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    found: SessionLookup | null,
  ) => {
    if (found) {
      request.auth = {
        sessionId: found.sessionId,
        user: found.user,
        unreadNotifications: found.unreadNotifications,
      };
      if (found.renewedExpiry)
        setSessionCookie(reply, token, found.renewedExpiry, app.secureCookies, app.clock.now());
    } else {
      // An ended session: the browser drops its cookies, and the page stops asking.
      clearSessionCookie(reply, app.secureCookies);
    }
  };
  // Every route under /api/admin is for admins, whoever registered it and however
  // (docs/product.md, operators): checked here, before its body is read, in the one place all pass.
  const guard = (request: FastifyRequest) => {
    const route = request.routeOptions; // built afresh at every read: read once
    const adminRoute = isAdminRoute(route.url);
    if (!request.auth && (route.config.public !== true || adminRoute))
      return new HttpError(401, messages.errors.unauthenticated);
    if (adminRoute && !request.auth?.user.isAdmin) return new HttpError(403, messages.errors.adminOnly);
    return undefined;
  };

  // Callback style: a session found in this instance's copy costs no promise at all.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.is404 || !isApiRequest(request)) return done();
    const token = readSessionCookie(request);
    if (!token) return done(guard(request));
    const cached = app.authService.resolveCachedSession(token);
    if (cached !== undefined) {
      apply(request, reply, token, cached);
      return done(guard(request));
    }
    app.authService.resolveSession(token).then(
      (found) => {
        apply(request, reply, token, found);
        done(guard(request));
      },
      (error: unknown) => done(error as Error),
    );
  });

  // A member's own change is visible to their next request at once on this instance (other
  // instances, and changes to other members, follow the database's NOTIFY within a moment).
  // Only routes that change something carry this step.
  const forgetOwnUser: onSendHookHandler = (request, _reply, payload, done) => {
    if (request.auth) cache.forgetUser(request.auth.user.id);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => SAFE_METHODS.has(method))) return;
    const own = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [forgetOwnUser, ...own];
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors', 'config', 'clock', 'database'] });

/** Whether a route pattern is an admin call. */
export function isAdminRoute(url: string | undefined): boolean {
  return url !== undefined && (url === '/api/admin' || url.startsWith('/api/admin/'));
}

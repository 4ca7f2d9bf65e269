import { isLocale } from '@app/shared/domain/locales';
import { providersResponse } from '@app/shared/schemas/auth';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../config/env';
import { messages } from '../../i18n';
import type { App } from '../../types';
import { OidcError, OidcService, type OidcProvider } from './oidc';

const providerParams = z.object({ provider: z.string().max(20) });
/** The sign-in screen's language, kept for an account the flow creates (anything else is ignored). */
const startQuery = z.object({ locale: z.string().max(10).optional() });
const START_LIMIT = { limit: 30, windowMs: 60_000 };

/** Sign-in with Google and Apple (prefix /auth): start, callback, and the enabled list. */
export default async function oidcRoutes(app: App) {
  const service = new OidcService(app.config, app.db, app.log);
  // Apple answers with a form (response_mode=form_post).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Built from PUBLIC_URL (required with a provider in production), never from the request's
  // Host header, which a client chooses.
  const origin = publicOrigin(app.config);
  const callbackPath = (provider: OidcProvider) => `/api/auth/oidc/${provider}/callback`;
  const callbackUrl = (provider: OidcProvider) => `${origin}${callbackPath(provider)}`;
  // The flow's state, kept by the browser that started it (SameSite=Lax: sent on the
  // provider's redirect back, which is a top-level GET navigation).
  const stateCookie = (provider: OidcProvider) => `oidc_${provider}`;
  const localeCookie = 'oidc_locale';
  const cookieOptions = {
    path: '/api/auth/oidc',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.secureCookies,
  };
  const toLogin = (reply: FastifyReply, code: string) => reply.redirect(`/login?error=${code}`, 303);

  app.get(
    '/providers',
    {
      config: { public: true },
      schema: { tags: ['auth'], response: { 200: providersResponse } },
    },
    () => ({ providers: service.enabled(), password_reset: app.mailer !== null }),
  );

  app.get(
    '/oidc/:provider/start',
    {
      config: { public: true },
      schema: { tags: ['auth'], params: providerParams, querystring: startQuery, hide: true },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!service.isEnabled(provider))
        return reply.code(404).send({ success: false, detail: messages.auth.providerUnavailable });
      if (!(await app.rateLimiter.hit(`oidc-start:${request.ip}`, START_LIMIT)))
        return toLogin(reply, 'rate_limited');
      try {
        const { url, state } = await service.start(provider, callbackUrl(provider), app.clock.now());
        reply.setCookie(stateCookie(provider), state, { ...cookieOptions, maxAge: 600 });
        const { locale } = request.query;
        if (isLocale(locale)) reply.setCookie(localeCookie, locale, { ...cookieOptions, maxAge: 600 });
        else reply.clearCookie(localeCookie, cookieOptions);
        return reply.redirect(url.href, 302);
      } catch (error) {
        return toLogin(reply, error instanceof OidcError ? error.code : 'unavailable');
      }
    },
  );

  const callback = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
    const { provider } = request.params;
    if (!service.isEnabled(provider))
      return reply.code(404).send({ success: false, detail: messages.auth.providerUnavailable });
    if (!(await app.rateLimiter.hit(`oidc-callback:${request.ip}`, START_LIMIT)))
      return toLogin(reply, 'rate_limited');
    // The provider's parameters, from the query (GET) or the form (Apple's POST).
    const url = new URL(callbackUrl(provider));
    const fields =
      request.method === 'POST' && request.body && typeof request.body === 'object'
        ? (request.body as Record<string, unknown>)
        : (request.query as Record<string, unknown>);
    for (const [key, value] of Object.entries(fields ?? {}))
      if (typeof value === 'string') url.searchParams.set(key, value);
    // A cross-site form POST carries no SameSite=Lax cookie: the browser comes back once
    // more as a top-level GET, which does, and that request finishes the flow.
    if (request.method === 'POST') return reply.redirect(`${callbackPath(provider)}${url.search}`, 303);
    const browserState = request.cookies[stateCookie(provider)];
    const locale = request.cookies[localeCookie];
    reply.clearCookie(stateCookie(provider), cookieOptions);
    reply.clearCookie(localeCookie, cookieOptions);
    try {
      const now = app.clock.now();
      const identity = await service.finish(provider, url, browserState, now);
      const userId = await service.accountFor(provider, identity, now, isLocale(locale) ? locale : null);
      const ticket = await app.authService.issueLoginTicket(userId);
      return reply.redirect(`/#session_id=${encodeURIComponent(ticket)}`, 303);
    } catch (error) {
      if (error instanceof OidcError) return toLogin(reply, error.code);
      request.log.error({ err: error }, 'openid callback failed');
      return toLogin(reply, 'invalid');
    }
  };
  const callbackOptions = {
    config: { public: true, crossSite: true },
    schema: { params: providerParams, hide: true },
  };
  app.get('/oidc/:provider/callback', callbackOptions, callback);
  app.post('/oidc/:provider/callback', callbackOptions, callback);
}

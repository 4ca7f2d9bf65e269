import { authResponse, loginBody, registerBody, sessionExchangeHeaders } from '@app/shared/schemas/auth';
import { okResponse, refusals } from '@app/shared/schemas/common';
import { userResponse } from '@app/shared/schemas/users';
import type { FastifyRequest } from 'fastify';
import { messages, requestLocale } from '../../i18n';
import { zurichDay } from '@app/shared/domain/zurich-time';
import { HttpError } from '../../lib/errors';
import { sendWrittenJson } from '../../lib/serializer';
import { sessionOf, type SessionUser } from '../../lib/session';
import type { App } from '../../types';
import { ReferralService } from '../referral/referral.service';
import { findUser } from '../users/users.repository';
import { userView } from '../users/users.service';
import { presentUser } from '../users/users.presenter';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../../lib/session-cookie';

const errors = refusals(400, 401, 409, 429);

function requestInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export default async function authRoutes(app: App) {
  // /me's answer by the member row it was written from: the session cache hands out the
  // same row until anything of the member changes (then a new row, written anew). It also
  // depends on the unread count, the day (the streak shown drops after a missed day) and
  // the language it is written in (its level name).
  const writtenMe = new WeakMap<SessionUser, { unread: number; day: string; locale: string; body: string }>();
  const present = (user: Parameters<typeof userView>[2]) => userView(app.db, app.clock, user);
  const referral = new ReferralService(app.db, app.clock);

  app.post(
    '/register',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: registerBody, response: { 201: authResponse, ...errors } },
    },
    async (request, reply) => {
      // A code from a /login?ref= link: checked before the account exists, applied after.
      const code = request.body.referral_code?.trim();
      const referrer = code ? await referral.findReferrer(code, null) : null;
      const registered = await app.authService.register(request.body, requestInfo(request));
      const { session } = registered;
      let { user } = registered;
      if (referrer) {
        // An address referred before (an account since deleted): the account is made, the
        // code simply pays nothing.
        const applied = await referral.applyReferrer(user.id, referrer).catch((error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 409) return null;
          throw error;
        });
        if (applied) user = (await findUser(app.db, user.id)) ?? user;
      }
      setSessionCookie(reply, session.token, session.expiresAt, app.secureCookies, app.clock.now());
      return reply
        .code(201)
        .send({ success: true, message: messages.auth.registered, user: await present(user) });
    },
  );

  app.post(
    '/login',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: loginBody, response: { 200: authResponse, ...errors } },
    },
    async (request, reply) => {
      const { user, session } = await app.authService.login(request.body, requestInfo(request));
      setSessionCookie(reply, session.token, session.expiresAt, app.secureCookies, app.clock.now());
      return { success: true as const, message: messages.auth.loggedIn, user: await present(user) };
    },
  );

  app.post(
    '/logout',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: okResponse } } },
    async (request, reply) => {
      await app.authService.logout(readSessionCookie(request));
      clearSessionCookie(reply, app.secureCookies);
      return { success: true as const, message: messages.auth.loggedOut };
    },
  );

  app.get(
    '/me',
    { schema: { tags: ['auth'], response: { 200: userResponse, ...refusals(401) } } },
    // The unread count comes with the session: a signed-in /me needs no database round trip,
    // and its answer is written once for each copy of the member this instance holds.
    async (request, reply) => {
      const { user, unreadNotifications } = sessionOf(request);
      const today = zurichDay(app.clock.now());
      const written = writtenMe.get(user);
      const locale = requestLocale();
      if (written?.unread === unreadNotifications && written.day === today && written.locale === locale) {
        return sendWrittenJson(reply, written.body);
      }
      // The route's own serializer (its zod contract's), as for any answer.
      const body = reply.serialize(
        presentUser(user, { notificationsCount: unreadNotifications, today }),
      ) as string;
      writtenMe.set(user, { unread: unreadNotifications, day: today, locale, body });
      return sendWrittenJson(reply, body);
    },
  );

  app.post(
    '/session',
    {
      config: { public: true },
      schema: { tags: ['auth'], headers: sessionExchangeHeaders, response: { 200: authResponse, ...errors } },
    },
    async (request, reply) => {
      const { user, session } = await app.authService.exchangeLoginTicket(
        request.headers['x-session-id'],
        requestInfo(request),
      );
      setSessionCookie(reply, session.token, session.expiresAt, app.secureCookies, app.clock.now());
      return { success: true as const, message: messages.auth.sessionExchanged, user: await present(user) };
    },
  );
}

import { passwordResetConfirmBody, passwordResetRequestBody } from '@app/shared/schemas/auth';
import { okResponse, refusals } from '@app/shared/schemas/common';
import { messages, requestLocale } from '../../i18n';
import { HttpError } from '../../lib/errors';
import type { App } from '../../types';

const refused = refusals(400, 404, 429);
const MINUTE = 60_000;
/** Links asked from one address, and for one account (each is a mail in someone's box). */
const REQUESTS_PER_ADDRESS = { limit: 5, windowMs: 15 * MINUTE };
const REQUESTS_PER_EMAIL = { limit: 3, windowMs: 60 * MINUTE };
const CONFIRMS_PER_ADDRESS = { limit: 10, windowMs: 15 * MINUTE };

/** 'Mot de passe oublié ?' (prefix /auth); answers 404 when no SMTP server is configured. */
export default async function passwordResetRoutes(app: App) {
  const service = app.passwordReset;
  /** The addresses (and the asking browser's language) to write once their request has been answered. */
  const asked = new WeakMap<object, { email: string; locale: string }>();
  const available = () => {
    if (!service) throw new HttpError(404, messages.passwordReset.unavailable);
    return service;
  };

  app.post(
    '/password-reset/request',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: passwordResetRequestBody, response: { 200: okResponse, ...refused } },
      // The work starts once the answer has left (see PasswordResetService.request).
      onResponse: async (request) => {
        const entry = asked.get(request);
        if (entry && service) service.request(entry.email, entry.locale);
      },
    },
    async (request) => {
      available();
      await app.rateLimiter.limit(`reset-request:ip:${request.ip}`, REQUESTS_PER_ADDRESS);
      await app.rateLimiter.limit(`reset-request:email:${request.body.email}`, REQUESTS_PER_EMAIL);
      asked.set(request, { email: request.body.email, locale: requestLocale() });
      return { success: true as const, message: messages.passwordReset.requested };
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: passwordResetConfirmBody, response: { 200: okResponse, ...refused } },
    },
    async (request) => {
      const reset = available();
      await app.rateLimiter.limit(`reset-confirm:ip:${request.ip}`, CONFIRMS_PER_ADDRESS);
      await reset.confirm(request.body.token, request.body.password);
      return { success: true as const, message: messages.passwordReset.done };
    },
  );
}

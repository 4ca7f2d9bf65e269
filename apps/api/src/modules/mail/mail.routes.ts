import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { okResponse, refusals } from '@app/shared/schemas/common';
import { isLocale } from '@app/shared/domain/locales';
import { unsubscribeBody, unsubscribeQuery } from '@app/shared/schemas/mail';
import { escapeHtml, messages, textsFor } from '../../i18n';
import { publishDomainEvent } from '../../lib/domain-events';
import { HttpError } from '../../lib/errors';
import type { App } from '../../types';
import { findMailLink } from './mail.repository';
import { unsubscribeByToken } from './mail.service';

/** The page's only style, allowed by its hash (the site's policy allows no inline style). */
const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}' +
  'main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:1rem}' +
  'h1{font-size:1.4rem;margin-top:0}button,a.app{display:inline-block;font:inherit;font-weight:600;' +
  'padding:.7rem 1.2rem;border-radius:.75rem;border:0;background:#0369a1;color:#fff;text-decoration:none;cursor:pointer}' +
  'button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}p.hint{color:#334155}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;
const PAGE_POLICY = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

function sendPage(reply: FastifyReply, status: number, locale: string | null, body: string) {
  const words = textsFor(locale).mail;
  const lang = isLocale(locale) ? locale : 'fr-CH';
  return reply
    .code(status)
    .header('content-security-policy', PAGE_POLICY)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<meta name="robots" content="noindex"><title>${escapeHtml(words.pageTitle)}</title>` +
        `<style>${PAGE_STYLE}</style></head><body><main><h1>${escapeHtml(words.pageTitle)}</h1>${body}</main></body></html>`,
    );
}

const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * /api/mail/unsubscribe (issue 33, RFC 8058): the link of every member mail. GET shows a
 * confirmation page in the member's language (a link scanner's GET changes nothing); POST
 * with `List-Unsubscribe=One-Click` — from the mail provider or the page's button —
 * unsubscribes, without a session: the link's token is the credential.
 */
export default async function mailRoutes(app: App) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/unsubscribe',
    { config: { public: true }, schema: { tags: ['mail'], querystring: unsubscribeQuery } },
    async (request, reply) => {
      const link = await findMailLink(app.db, request.query.token);
      if (!link) return sendPage(reply, 404, null, `<p>${escapeHtml(messages.mail.pageInvalid)}</p>`);
      const words = textsFor(link.locale).mail;
      return sendPage(
        reply,
        200,
        link.locale,
        `<p>${escapeHtml(words.pageQuestion({ brand: (await app.brand.current()).name }))}</p>` +
          `<form method="post" action="/api/mail/unsubscribe?token=${encodeURIComponent(request.query.token)}">` +
          '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
          `<button type="submit">${escapeHtml(words.pageButton)}</button></form>`,
      );
    },
  );

  // A mail's « open the app » link (issue 33: a mail link followed counts its journey's
  // occasion « opened »): a navigation, so it always lands somewhere — the mail's page, or
  // the app's home for an unknown link.
  app.get(
    '/open',
    { config: { public: true }, schema: { tags: ['mail'], querystring: unsubscribeQuery } },
    async (request, reply) => {
      const link = await findMailLink(app.db, request.query.token);
      if (link?.journey && link.occasion)
        await app.db.transaction((tx) =>
          publishDomainEvent(tx, 'mail.opened', {
            userId: link.userId,
            journey: link.journey!,
            occasion: link.occasion!,
            now: app.clock.now(),
          }),
        );
      const path = link?.openPath;
      return reply.redirect(path && path.startsWith('/') && !path.startsWith('//') ? path : '/', 303);
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { public: true, crossSite: true },
      schema: {
        tags: ['mail'],
        querystring: unsubscribeQuery,
        body: unsubscribeBody,
        response: { 200: okResponse, ...refusals(400, 404) },
      },
    },
    async (request, reply) => {
      const done = await unsubscribeByToken(app.db, request.query.token, app.clock.now());
      if (!done) {
        if (wantsPage(request))
          return sendPage(reply, 404, null, `<p>${escapeHtml(messages.mail.pageInvalid)}</p>`);
        throw new HttpError(404, messages.mail.pageInvalid);
      }
      const words = textsFor(done.locale).mail;
      if (wantsPage(request))
        return sendPage(
          reply,
          200,
          done.locale,
          `<p>${escapeHtml(words.pageDone)}</p><p class="hint">${escapeHtml(words.pageDoneHint)}</p>` +
            `<p><a class="app" href="/profile">${escapeHtml(words.openApp)}</a></p>`,
        );
      return { success: true as const, message: words.pageDone };
    },
  );
}

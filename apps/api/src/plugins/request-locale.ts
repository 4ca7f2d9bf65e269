import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localeContext } from '../i18n';

/**
 * Every request is answered in its member's language (issue 22): the texts read through
 * `messages` find the request here — the signed-in member's choice once the session is
 * known, else the Accept-Language header. The rest of the request runs inside the context.
 */
async function requestLocalePlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['accept-language'];
    localeContext.run(
      {
        member: () =>
          request.auth ? { id: request.auth.user.id, locale: request.auth.user.locale } : undefined,
        acceptLanguage: Array.isArray(header) ? header[0] : header,
      },
      done,
    );
  });
}

export default fp(requestLocalePlugin, { name: 'request-locale' });

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../i18n/fr';
import { HttpError } from '../lib/errors';

const detailByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.errors.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.errors.emptyBody,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.errors.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.errors.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.errors.invalidRequest,
};

const detailByStatus: Record<number, string> = {
  400: messages.errors.invalidRequest,
  401: messages.errors.unauthenticated,
  403: messages.errors.forbidden,
  404: messages.errors.notFound,
  405: messages.errors.methodNotAllowed,
  413: messages.errors.bodyTooLarge,
  415: messages.errors.unsupportedMediaType,
  429: messages.errors.tooManyRequests,
};

/**
 * One place turns every failure into `{ success: false, detail }` with a French sentence.
 * Client errors keep their 4xx status; anything else is logged and answered as a bare 500.
 */
async function errorsPlugin(app: FastifyInstance) {
  // PostgreSQL cannot store a NUL character in text: refuse it up front, wherever it is.
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      done(new HttpError(400, messages.errors.nulCharacter));
      return;
    }
    done();
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 429) reply.header('retry-after', String(error.retryAfterS ?? 60));
      return reply.code(error.statusCode).send({ success: false, detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const detail = first?.message ?? messages.errors.invalidRequest;
      return reply.code(400).send({ success: false, detail });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        (error.code && detailByCode[error.code]) || detailByStatus[status] || messages.errors.invalidRequest;
      if (status === 429) reply.header('retry-after', '60');
      return reply.code(status).send({ success: false, detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, detail: messages.errors.internal });
  });
}

export default fp(errorsPlugin, { name: 'errors' });

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 20) return false;
  for (const item of Object.values(value)) if (containsNul(item, depth + 1)) return true;
  return false;
}

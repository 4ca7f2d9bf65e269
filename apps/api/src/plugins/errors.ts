import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, translateValidation } from '../i18n';
import { isBadValue, isDatabaseUnavailable } from '../lib/db-errors';
import { HttpError } from '../lib/errors';

type ErrorTexts = typeof messages.errors;
const detailByCode: Record<string, keyof ErrorTexts> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyBody',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalidRequest',
};

const detailByStatus: Record<number, keyof ErrorTexts> = {
  400: 'invalidRequest',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  408: 'requestTimeout',
  431: 'headersTooLarge',
  413: 'bodyTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/**
 * One place turns every failure into `{ success: false, detail }` with a sentence in the
 * request's language (French by default).
 * Client errors keep their 4xx status; anything else is logged and answered as a bare 500.
 */
async function errorsPlugin(app: FastifyInstance) {
  // PostgreSQL cannot store a NUL character in text: refuse it up front, wherever it is
  // (before validation, so even a field the schema would drop is refused), and once more
  // before the handler for bodies a route reads itself (multipart fields). Added to the
  // routes that read something from the request: a GET without parameters or query
  // schema (/api/auth/me) has nothing to check and skips both steps.
  const nulBeforeValidation: preValidationHookHandler = (request, _reply, done) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      done(new HttpError(400, messages.errors.nulCharacter));
      return;
    }
    done();
  };
  const nulBeforeHandler: preHandlerHookHandler = (request, _reply, done) => {
    done(containsNul(request.body) ? new HttpError(400, messages.errors.nulCharacter) : undefined);
  };
  app.addHook('onRoute', (route) => {
    const takesBody = [route.method].flat().some((method) => !BODILESS_METHODS.has(method));
    const takesInput = takesBody || /[:*]/.test(route.url) || route.schema?.querystring !== undefined;
    if (!takesInput) return;
    route.preValidation = [nulBeforeValidation, ...hooksOf(route.preValidation)];
    if (takesBody) route.preHandler = [...hooksOf(route.preHandler), nulBeforeHandler];
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // The request's id goes with every refusal: the member can quote it, the log has it.
    const refusal = (detail: string) => ({ success: false as const, detail, request_id: request.id });
    if (error instanceof HttpError) {
      if (error.statusCode === 429) reply.header('retry-after', String(error.retryAfterS ?? 60));
      return reply.code(error.statusCode).send(refusal(error.detail));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // The shared schemas speak French: their sentence is given in the request's language.
      return reply
        .code(400)
        .send(refusal(first?.message ? translateValidation(first.message) : messages.errors.invalidRequest));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = (error.code && detailByCode[error.code]) || detailByStatus[status] || 'invalidRequest';
      const detail = messages.errors[key];
      if (status === 429) reply.header('retry-after', '60');
      return reply.code(status).send(refusal(detail));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(refusal(messages.errors.unavailable));
    }
    if (isBadValue(error)) {
      // A schema should have refused it: logged to be fixed there, answered as the client's error.
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.code(400).send(refusal(messages.errors.invalidRequest));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(refusal(messages.errors.internal));
  });
}

export default fp(errorsPlugin, { name: 'errors' });

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A route option's hooks as an array (Fastify takes one function or several). */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 20) return false;
  for (const item of Object.values(value)) if (containsNul(item, depth + 1)) return true;
  return false;
}

/**
 * The answer to a request Node's HTTP parser refused before Fastify saw it (bad header,
 * bad chunked encoding, Content-Length with Transfer-Encoding, too slow, headers too
 * large): the same JSON refusal in French as every other answer.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const detail =
    status === 408
      ? messages.errors.requestTimeout
      : status === 431
        ? messages.errors.headersTooLarge
        : messages.errors.malformedRequest;
  const body = JSON.stringify({ success: false, detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

import multipart from '@fastify/multipart';
import { refusals } from '@app/shared/schemas/common';
import {
  mySubmissionsResponse,
  pendingSubmissionsResponse,
  reviewSubmissionParams,
  SCREENSHOT_MAX_BYTES,
  submitScreenshotResponse,
  validateReviewBody,
  validateReviewResponse,
} from '@app/shared/schemas/reviews';
import type { FastifyRequest } from 'fastify';
import {
  googleReviewBody,
  googleReviewResponse,
  reviewStatusResponse,
  washIdParams,
} from '@app/shared/schemas/washes';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { adminUser, sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { findOwnWash } from '../washes/washes.repository';
import { ReviewsService } from './reviews.service';
import { ScreenshotsService } from './screenshots.service';

/** Screenshots a member may send in an hour: a handful of stations, a few retries. */
const SCREENSHOT_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

const refused = refusals(400, 401, 403, 404, 409, 413, 429);

/** The screenshot and the station of a multipart upload; French refused for every other shape. */
async function readScreenshotUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(400, messages.reviews.missingFields);
  let station: string | undefined;
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'screenshot' && data.length > 0) file = data;
      } else if (part.fieldname === 'station' && typeof part.value === 'string') {
        station = part.value.trim();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, messages.reviews.tooLarge);
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, messages.reviews.missingFields);
  }
  if (!station || !file) throw new HttpError(400, messages.reviews.missingFields);
  return { station, file };
}

/** The fields of a form sent as multipart (FormData), for routes that also take JSON. */
async function multipartFields(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') await part.toBuffer();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch {
    throw new HttpError(400, messages.errors.invalidRequest);
  }
  request.body = fields;
}

export default async function reviewsRoutes(app: App) {
  const service = new ReviewsService(app.db, app.clock);
  const screenshots = new ScreenshotsService(app.db, app.clock, app.storage);
  await app.register(multipart, {
    limits: { fileSize: SCREENSHOT_MAX_BYTES, files: 1, fields: 4, fieldSize: 2048, parts: 6 },
  });
  // Forms posted without JavaScript's FormData (application/x-www-form-urlencoded).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '/reviews/submit-screenshot',
    { schema: { tags: ['reviews'], response: { 201: submitScreenshotResponse, ...refused } } },
    async (request, reply) => {
      const user = sessionUser(request);
      // Uploads are rate-limited (docs/product.md, security): before the file is read.
      await app.rateLimiter.limit(`screenshot:user:${user.id}`, SCREENSHOT_LIMIT);
      const { station, file } = await readScreenshotUpload(request);
      return reply.code(201).send(await screenshots.submit(user.id, station, file));
    },
  );

  app.get(
    '/reviews/my-submissions',
    { schema: { tags: ['reviews'], response: { 200: mySubmissionsResponse, ...refusals(401) } } },
    (request) => screenshots.listOwn(sessionUser(request).id),
  );

  app.get(
    '/admin/review-submissions',
    {
      schema: { tags: ['admin'], response: { 200: pendingSubmissionsResponse, ...refused } },
    },
    () => screenshots.listPending(),
  );

  app.post(
    '/admin/review-submissions/:id/validate',
    {
      preValidation: async (request) => multipartFields(request),
      schema: {
        tags: ['admin'],
        params: reviewSubmissionParams,
        body: validateReviewBody,
        response: { 200: validateReviewResponse, ...refused },
      },
    },
    (request) =>
      screenshots.decide(
        adminUser(request),
        request.params.id,
        request.body.action,
        request.body.admin_notes,
      ),
  );

  app.get(
    '/reviews/status',
    { schema: { tags: ['reviews'], response: { 200: reviewStatusResponse } } },
    async (request) => service.status(sessionUser(request).id),
  );

  app.post(
    '/washes/:id/google-review',
    {
      schema: {
        tags: ['reviews'],
        params: washIdParams,
        body: googleReviewBody,
        response: { 200: googleReviewResponse, ...refusals(400, 404, 409) },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const wash = await findOwnWash(app.db, request.params.id, user.id);
      if (!wash) throw new HttpError(404, messages.washes.notFound);
      // The bonus is for the station of this wash, never for one the client names.
      const named = request.body?.station;
      if (named !== undefined && named !== wash.station)
        throw new HttpError(400, messages.reviews.stationMismatch);
      return service.rewardFromWashFlow(user.id, wash.id, wash.station);
    },
  );
}

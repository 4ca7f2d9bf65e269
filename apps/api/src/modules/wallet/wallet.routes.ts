import { refusals } from '@app/shared/schemas/common';
import { z } from 'zod';
import {
  appleDeviceParams,
  appleLogBody,
  applePassParams,
  appleRegistrationBody,
  appleRegistrationParams,
  appleUpdatedQuery,
  appleUpdatedResponse,
  googleSaveUrlResponse,
} from '@app/shared/schemas/wallet';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { register, unregister, updatedSerials } from './wallet.repository';

const PKPASS = 'application/vnd.apple.pkpass';
/** Each download signs a pass and adds a token: a member needs a few, a script many. */
const DOWNLOAD_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
/** Apple's devices log their errors here, unauthenticated: a few lines per address. */
const LOG_LIMIT = { limit: 20, windowMs: 10 * 60_000 };
// Bodies never serialised (a signed zip, or nothing): the schemas only document them.
const signedPass = z.unknown().describe('The signed .pkpass');
const empty = z.unknown().describe('No body');

/** /api/wallet: the member's card for Apple Wallet and Google Wallet (signed in). */
export default async function walletRoutes(app: App) {
  const { service } = app.wallet;
  app.get(
    '/apple/pass',
    {
      schema: {
        tags: ['wallet'],
        produces: [PKPASS],
        response: { 200: signedPass, ...refusals(401, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      await app.rateLimiter.limit(`wallet-pass:${user.id}`, DOWNLOAD_LIMIT);
      const pass = await service.memberPass(user.id, messages);
      return reply
        .type(PKPASS)
        .header('content-disposition', 'attachment; filename="carte-membre.pkpass"')
        .header('cache-control', 'no-store')
        .send(pass);
    },
  );
  app.get(
    '/google/save-url',
    { schema: { tags: ['wallet'], response: { 200: googleSaveUrlResponse, ...refusals(401, 404) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { url: await service.googleSaveUrl(sessionUser(request).id, messages) };
    },
  );
}

/**
 * Apple's pass web service (`<webServiceURL>/v1/…`, Apple's paths and status codes): a
 * device registers for a pass with the pass's token, asks which of its passes changed
 * since a tag, downloads the latest pass, unregisters, and reports its errors.
 */
export async function appleWebServiceRoutes(app: App) {
  const { service } = app.wallet;
  const passType = app.config.wallet.apple?.passTypeId;
  const known = (passTypeIdentifier: string) => {
    if (!passType || passTypeIdentifier !== passType)
      throw new HttpError(404, messages.wallet.appleNotConfigured);
  };
  /** The pass the caller's `ApplePass` token opens, with that token; else 401. */
  const authorised = async (serialNumber: string, authorization: string | undefined) => {
    const holder = await service.authorisedPass(serialNumber, authorization);
    if (!holder) throw new HttpError(401, messages.errors.unauthenticated);
    return holder;
  };
  const refused = refusals(400, 401, 404);
  const publicRoute = { config: { public: true } } as const;

  app.post(
    '/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
    {
      ...publicRoute,
      schema: {
        tags: ['wallet'],
        params: appleRegistrationParams,
        body: appleRegistrationBody,
        response: { 200: empty, 201: empty, ...refused },
      },
    },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
      known(passTypeIdentifier);
      const { pass } = await authorised(serialNumber, request.headers.authorization);
      const created = await register(
        app.db,
        deviceLibraryIdentifier,
        pass.serialNumber,
        request.body.pushToken,
      );
      return reply.code(created ? 201 : 200).send();
    },
  );
  app.delete(
    '/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
    {
      ...publicRoute,
      schema: { tags: ['wallet'], params: appleRegistrationParams, response: { 200: empty, ...refused } },
    },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
      known(passTypeIdentifier);
      const { pass } = await authorised(serialNumber, request.headers.authorization);
      await unregister(app.db, deviceLibraryIdentifier, pass.serialNumber);
      return reply.code(200).send();
    },
  );
  app.get(
    '/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier',
    {
      ...publicRoute,
      schema: {
        tags: ['wallet'],
        params: appleDeviceParams,
        querystring: appleUpdatedQuery,
        response: { 200: appleUpdatedResponse, 204: empty, ...refused },
      },
    },
    async (request, reply) => {
      known(request.params.passTypeIdentifier);
      const since = request.query.passesUpdatedSince;
      const { serials, lastTag } = await updatedSerials(
        app.db,
        request.params.deviceLibraryIdentifier,
        since === undefined ? null : Number(since),
      );
      if (serials.length === 0) return reply.code(204).send();
      return { serialNumbers: serials, lastUpdated: String(lastTag) };
    },
  );
  app.get(
    '/v1/passes/:passTypeIdentifier/:serialNumber',
    {
      ...publicRoute,
      schema: {
        tags: ['wallet'],
        params: applePassParams,
        produces: [PKPASS],
        response: { 200: signedPass, 304: empty, ...refusals(401, 404) },
      },
    },
    async (request, reply) => {
      known(request.params.passTypeIdentifier);
      const { pass, token } = await authorised(request.params.serialNumber, request.headers.authorization);
      const modified = new Date(pass.updatedAt);
      modified.setMilliseconds(0);
      const since = Date.parse(request.headers['if-modified-since'] ?? '');
      if (Number.isFinite(since) && modified.getTime() <= since) return reply.code(304).send();
      const body = await service.latestPass(pass, token, messages);
      return reply
        .type(PKPASS)
        .header('last-modified', modified.toUTCString())
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
  app.post(
    '/v1/log',
    {
      ...publicRoute,
      schema: { tags: ['wallet'], body: appleLogBody, response: { 200: empty, ...refusals(400) } },
    },
    async (request, reply) => {
      // Over the limit the lines are dropped, not refused: a device does not retry a log.
      if (!(await app.rateLimiter.hit(`wallet-log:${request.ip}`, LOG_LIMIT))) return reply.code(200).send();
      for (const line of request.body.logs.slice(0, 20))
        request.log.warn({ wallet: line.slice(0, 500) }, 'Apple Wallet log');
      return reply.code(200).send();
    },
  );
}

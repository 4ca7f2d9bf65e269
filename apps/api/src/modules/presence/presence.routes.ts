import { okResponse, refusals } from '@app/shared/schemas/common';
import {
  clockResponse,
  createDisplayBody,
  createDisplayResponse,
  displayIdParams,
  displayParams,
  displayStationResponse,
  displaysResponse,
  heartbeatBody,
  heartbeatResponse,
  pairBody,
  pairResponse,
  stationParams,
} from '@app/shared/schemas/presence';
import { adminUser } from '../../lib/session';
import type { App } from '../../types';
import { DisplaysService } from './presence.service';

/** Guessing a pairing code (31⁸ of them, 10 minutes each) is slowed further per address. */
const PAIR_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
/** A display beats about once a minute; room for a few devices behind one address. */
const HEARTBEAT_LIMIT = { limit: 30, windowMs: 60_000 };

/** /api/admin/stations/{station}/displays: the operator pairs and revokes displays. */
export async function stationDisplaysAdminRoutes(app: App) {
  const service = new DisplaysService(app.db, app.clock);
  const refused = refusals(400, 401, 403, 404);
  app.get(
    '/:station/displays',
    {
      schema: {
        tags: ['admin', 'presence'],
        params: stationParams,
        response: { 200: displaysResponse, ...refused },
      },
    },
    (request) => service.list(request.params.station),
  );
  app.post(
    '/:station/displays',
    {
      schema: {
        tags: ['admin', 'presence'],
        params: stationParams,
        body: createDisplayBody,
        response: { 201: createDisplayResponse, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.create(adminUser(request), request.params.station, request.body?.label)),
  );
  app.delete(
    '/:station/displays/:display_id',
    {
      schema: {
        tags: ['admin', 'presence'],
        params: displayParams,
        response: { 200: okResponse, ...refused },
      },
    },
    (request) => service.revoke(adminUser(request), request.params.station, request.params.display_id),
  );
}

/** /api/station-display: the display device itself, without an account. */
export async function stationDisplayRoutes(app: App) {
  const service = new DisplaysService(app.db, app.clock);
  app.post(
    '/pair',
    {
      config: { public: true },
      schema: { tags: ['presence'], body: pairBody, response: { 200: pairResponse, ...refusals(400, 429) } },
    },
    async (request) => {
      await app.rateLimiter.limit(`display-pair:${request.ip}`, PAIR_LIMIT);
      return service.pair(request.body.pairing_code);
    },
  );
  app.get(
    '/clock',
    { config: { public: true }, schema: { tags: ['presence'], response: { 200: clockResponse } } },
    () => ({ now: app.clock.now().toISOString() }),
  );
  // A member's app, from a scanned QR: which station the display stands at.
  app.get(
    '/displays/:display_id',
    {
      schema: {
        tags: ['presence'],
        params: displayIdParams,
        response: { 200: displayStationResponse, ...refusals(400, 401, 404) },
      },
    },
    (request) => service.stationOf(request.params.display_id),
  );
  app.post(
    '/heartbeat',
    {
      config: { public: true },
      schema: {
        tags: ['presence'],
        body: heartbeatBody,
        response: { 200: heartbeatResponse, ...refusals(400, 401, 404, 410, 429) },
      },
    },
    async (request) => {
      await app.rateLimiter.limit(`display-heartbeat:${request.ip}`, HEARTBEAT_LIMIT);
      return service.heartbeat(request.body.token);
    },
  );
}

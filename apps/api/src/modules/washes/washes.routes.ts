import { refusals } from '@app/shared/schemas/common';
import { createWashBody, createWashResponse, dailyStatusResponse } from '@app/shared/schemas/washes';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { WashesService } from './washes.service';

/** Room for a 5 MB photo as base64 (≈ 6.7 MB) and the rest of the JSON. */
const WASH_BODY_LIMIT = 7_500_000;

export default async function washesRoutes(app: App) {
  const service = new WashesService(app.db, app.clock, app.storage, app.rateLimiter);

  app.post(
    '',
    {
      bodyLimit: WASH_BODY_LIMIT,
      schema: {
        tags: ['washes'],
        body: createWashBody,
        response: {
          201: createWashResponse,
          ...refusals(400, 409, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const result = await service.create(user.id, {
        washType: request.body.wash_type,
        station: request.body.station,
        photoData: request.body.photo_data,
        presence: request.body.presence,
        capturedOffline: request.body.captured_offline,
        location: request.body.location,
        clientId: request.body.client_id,
        address: request.ip,
        deviceId: request.body.device_id,
      });
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/daily-status',
    { schema: { tags: ['washes'], response: { 200: dailyStatusResponse } } },
    async (request) => service.dailyStatus(sessionUser(request).id),
  );
}

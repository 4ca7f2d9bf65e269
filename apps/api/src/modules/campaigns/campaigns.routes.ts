import {
  adminCampaignsResponse,
  campaignBody,
  campaignParams,
  campaignResponse,
} from '@app/shared/schemas/campaigns';
import { okResponse, refusals } from '@app/shared/schemas/common';
import { adminUser } from '../../lib/session';
import type { App } from '../../types';
import { CampaignsService } from './campaigns.service';

const refused = refusals(400, 401, 403, 404, 409);

/** /api/admin/campaigns: the operator's campaigns on wash points. */
export default async function adminCampaignsRoutes(app: App) {
  const service = new CampaignsService(app.db, app.clock);
  app.get('/', { schema: { tags: ['admin'], response: { 200: adminCampaignsResponse, ...refused } } }, () =>
    service.list(),
  );
  app.post(
    '/',
    { schema: { tags: ['admin'], body: campaignBody, response: { 201: campaignResponse, ...refused } } },
    async (request, reply) => reply.code(201).send(await service.create(adminUser(request), request.body)),
  );
  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        params: campaignParams,
        body: campaignBody,
        response: { 200: campaignResponse, ...refused },
      },
    },
    (request) => service.update(adminUser(request), request.params.id, request.body),
  );
  app.post(
    '/:id/stop',
    { schema: { tags: ['admin'], params: campaignParams, response: { 200: okResponse, ...refused } } },
    (request) => service.stop(adminUser(request), request.params.id),
  );
  app.delete(
    '/:id',
    { schema: { tags: ['admin'], params: campaignParams, response: { 200: okResponse, ...refused } } },
    (request) => service.remove(adminUser(request), request.params.id),
  );
}

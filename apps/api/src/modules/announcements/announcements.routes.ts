import {
  announcementBody,
  announcementParams,
  announcementResponse,
  announcementsResponse,
  audienceBody,
  audienceResponse,
} from '@app/shared/schemas/announcements';
import { okResponse, refusals } from '@app/shared/schemas/common';
import { adminUser } from '../../lib/session';
import type { App } from '../../types';
import { AnnouncementsService } from './announcements.service';

const refused = refusals(400, 401, 403, 404, 409);

/** /api/admin/announcements: the operator's messages to members. */
export default async function adminAnnouncementsRoutes(app: App) {
  const service = new AnnouncementsService(app.db, app.clock);
  app.get('/', { schema: { tags: ['admin'], response: { 200: announcementsResponse, ...refused } } }, () =>
    service.list(),
  );
  app.post(
    '/audience',
    { schema: { tags: ['admin'], body: audienceBody, response: { 200: audienceResponse, ...refused } } },
    (request) => service.audience(request.body),
  );
  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        body: announcementBody,
        response: { 201: announcementResponse, ...refused },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(adminUser(request), request.body)),
  );
  app.post(
    '/:id/cancel',
    { schema: { tags: ['admin'], params: announcementParams, response: { 200: okResponse, ...refused } } },
    (request) => service.cancel(adminUser(request), request.params.id),
  );
}

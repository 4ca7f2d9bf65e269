import { refusals } from '@app/shared/schemas/common';
import {
  adminPhotosQuery,
  adminPhotosResponse,
  deletePhotoResponse,
  galleryQuery,
  galleryResponse,
  washIdParam,
} from '@app/shared/schemas/gallery';
import { adminUser } from '../../lib/session';
import type { App } from '../../types';
import { GalleryService } from './gallery.service';
import { assertKnownStations } from '../stations/stations.repository';
import { messages } from '../../i18n';

const refused = refusals(400, 401, 403, 404);

/** GET /api/photos/gallery: for signed-in members only (docs/product.md, privacy), prefix /photos. */
export async function galleryRoutes(app: App) {
  const service = new GalleryService(app.db, app.clock, app.storage);
  app.get(
    '/gallery',
    {
      schema: {
        tags: ['gallery'],
        querystring: galleryQuery,
        response: { 200: galleryResponse, ...refused },
      },
    },
    (request) => service.page(request.query.limit, request.query.skip),
  );
}

/** /api/admin/photos: moderation of wash photos, prefix /admin/photos. */
export async function adminPhotosRoutes(app: App) {
  const service = new GalleryService(app.db, app.clock, app.storage);
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: adminPhotosQuery,
        response: { 200: adminPhotosResponse, ...refused },
      },
    },
    async (request) => {
      const { limit, skip, ...filters } = request.query;
      if (filters.station)
        await assertKnownStations(app.db, [filters.station], messages.validation.stationInconnue);
      return service.adminPage(limit, skip, filters);
    },
  );
  app.delete(
    '/:washId',
    { schema: { tags: ['admin'], params: washIdParam, response: { 200: deletePhotoResponse, ...refused } } },
    (request) => service.deletePhoto(adminUser(request), request.params.washId),
  );
}

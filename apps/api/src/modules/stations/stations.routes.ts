import multipart from '@fastify/multipart';
import { refusals } from '@app/shared/schemas/common';
import {
  adminStationResponse,
  createStationBody,
  stationOrderBody,
  stationParams,
  stationsResponse,
  updateStationBody,
} from '@app/shared/schemas/stations';
import { messages } from '../../i18n';
import { adminUser } from '../../lib/session';
import { readUploadedFile } from '../../lib/uploads';
import type { App } from '../../types';
import { StationsAdminService } from './stations.admin.service';
import { StationsDirectory } from './stations.directory';
import { presentStation } from './stations.presenter';

/** A station's photo as uploaded (it is re-encoded to 1200 px). */
const STATION_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** GET /api/stations: the open stations in the operator's order, from memory. */
export default async function stationsRoutes(app: App) {
  const directory = new StationsDirectory(app.database);
  app.addHook('onReady', () => directory.start());
  app.addHook('preClose', () => directory.stop());
  app.get(
    '',
    { config: { public: true }, schema: { tags: ['stations'], response: { 200: stationsResponse } } },
    async () => {
      const rows = await directory.list();
      return { stations: rows.filter((row) => row.open).map(presentStation) };
    },
  );
}

/** /api/admin/stations: Réglages → Stations (every station, closed ones with `open: false`). */
export async function adminStationsRoutes(app: App) {
  const service = new StationsAdminService(app.db, app.storage);
  await app.register(multipart, {
    limits: { fileSize: STATION_PHOTO_MAX_BYTES, files: 1, fields: 2, fieldSize: 256, parts: 3 },
  });
  const refused = refusals(400, 401, 403, 404);
  app.get('', { schema: { tags: ['admin'], response: { 200: stationsResponse, ...refused } } }, async () => ({
    stations: (await service.list()).map(presentStation),
  }));
  app.post(
    '',
    {
      schema: {
        tags: ['admin'],
        body: createStationBody,
        response: { 201: adminStationResponse, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(adminUser(request), request.body, app.clock.now())),
  );
  app.put(
    '/order',
    { schema: { tags: ['admin'], body: stationOrderBody, response: { 200: stationsResponse, ...refused } } },
    (request) => service.reorder(adminUser(request), request.body.ids, app.clock.now()),
  );
  app.post(
    '/:id/photo',
    {
      schema: {
        tags: ['admin'],
        params: stationParams,
        consumes: ['multipart/form-data'],
        response: { 200: adminStationResponse, ...refusals(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, 'file', {
        missing: messages.images.fileMissing,
        tooLarge: messages.images.stationPhotoTooLarge,
      });
      return service.setPhoto(adminUser(request), request.params.id, bytes, app.clock.now());
    },
  );
  app.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        params: stationParams,
        body: updateStationBody,
        response: { 200: adminStationResponse, ...refused },
      },
    },
    (request) => service.update(adminUser(request), request.params.id, request.body, app.clock.now()),
  );
}

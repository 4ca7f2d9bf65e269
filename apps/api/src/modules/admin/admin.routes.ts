import {
  adjustPointsBody,
  adjustPointsResponse,
  adminCreateUserBody,
  adminCreateUserResponse,
  adminMemberOverview,
  adminStatisticsQuery,
  adminStatisticsResponse,
  adminUpdateUserBody,
  adminUserParams,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  auditLogQuery,
  auditLogResponse,
  cleanupResponse,
  clearAllBody,
  settingsBody,
  settingsResponse,
} from '@app/shared/schemas/admin';
import { okResponse, refusals } from '@app/shared/schemas/common';
import { z } from 'zod';
import { adminUser } from '../../lib/session';
import type { App } from '../../types';
import { AdminService } from './admin.service';
import { readSettings, updateSettings } from '../settings/settings.service';
import { assertLiveDisplays, withDisplayStatus } from '../presence/display-status';
import { memberOverview } from './member-overview';
import { adminStatistics } from './statistics';
import { assertKnownStations } from '../stations/stations.repository';
import { messages } from '../../i18n';

const refused = refusals(400, 401, 403, 404, 409);
const deleteUserResponse = okResponse.extend({ deleted_washes: z.number().int() });

/** The operator's calls (prefix /admin); the auth plugin admits admins only. */
export default async function adminRoutes(app: App) {
  const service = new AdminService(app.db, app.clock, app.storage);
  app.get(
    '/statistics',
    {
      schema: {
        tags: ['admin'],
        querystring: adminStatisticsQuery,
        response: { 200: adminStatisticsResponse, ...refused },
      },
    },
    async (request) => {
      if (request.query.station)
        await assertKnownStations(app.db, [request.query.station], messages.validation.stationInconnue);
      return adminStatistics(app.db, app.clock.now(), request.query);
    },
  );
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse, ...refused },
      },
    },
    (request) => service.listUsers(request.query.limit, request.query.skip, request.query.q || undefined),
  );
  app.post(
    '/users/create',
    {
      schema: {
        tags: ['admin'],
        body: adminCreateUserBody,
        response: { 201: adminCreateUserResponse, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createUser(adminUser(request), request.body)),
  );
  // Before /users/:id, so that "clear-all" is not read as an id.
  app.delete(
    '/users/clear-all',
    { schema: { tags: ['admin'], body: clearAllBody, response: { 200: okResponse, ...refused } } },
    (request) => service.clearAll(adminUser(request), request.body.confirm),
  );
  app.get(
    '/users/:id/overview',
    {
      schema: {
        tags: ['admin'],
        params: adminUserParams,
        response: { 200: adminMemberOverview, ...refused },
      },
    },
    (request) => memberOverview(app.db, request.params.id, app.clock.now()),
  );
  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        params: adminUserParams,
        body: adminUpdateUserBody,
        response: { 200: adminUserResponse, ...refused },
      },
    },
    (request) => service.updateUser(adminUser(request), request.params.id, request.body),
  );
  app.delete(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        params: adminUserParams,
        response: { 200: deleteUserResponse, ...refused },
      },
    },
    (request) => service.deleteUser(adminUser(request), request.params.id),
  );
  app.post(
    '/users/:id/points',
    {
      schema: {
        tags: ['admin'],
        params: adminUserParams,
        body: adjustPointsBody,
        response: { 200: adjustPointsResponse, ...refused },
      },
    },
    (request) =>
      service.adjustPoints(adminUser(request), request.params.id, request.body.delta, request.body.reason),
  );
  app.post(
    '/cleanup-test-users',
    { schema: { tags: ['admin'], response: { 200: cleanupResponse, ...refused } } },
    (request) => service.cleanupTestUsers(adminUser(request)),
  );
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        querystring: auditLogQuery,
        response: { 200: auditLogResponse, ...refused },
      },
    },
    (request) => service.auditLog(request.query.limit, request.query.skip, request.query),
  );
  app.get(
    '/settings',
    { schema: { tags: ['admin'], response: { 200: settingsResponse, ...refused } } },
    async () => withDisplayStatus(app.db, await readSettings(app.db), app.clock.now()),
  );
  app.put(
    '/settings',
    { schema: { tags: ['admin'], body: settingsBody, response: { 200: settingsResponse, ...refused } } },
    async (request) => {
      const now = app.clock.now();
      const saved = await updateSettings(app.db, adminUser(request), request.body, now, {
        beforeRequiringCode: (tx, stations) => assertLiveDisplays(tx, stations, now),
      });
      return withDisplayStatus(app.db, saved, now);
    },
  );
}

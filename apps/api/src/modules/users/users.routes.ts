import { okResponse, refusals } from '@app/shared/schemas/common';
import {
  changePasswordBody,
  signInMethodsResponse,
  deleteAccountResponse,
  updateProfileBody,
  updateProfileResponse,
} from '@app/shared/schemas/profile';
import { messages } from '../../i18n';
import { sessionOf, sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { clearSessionCookie } from '../../lib/session-cookie';
import { userView } from './users.service';
import { UsersService } from './users.service';

const PROFILE_BODY_LIMIT = 3_000_000;
const PASSWORD_CHANGE_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

export default async function usersRoutes(app: App) {
  const service = new UsersService(app.db, app.clock, app.storage);

  app.put(
    '/profile',
    {
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        tags: ['users'],
        body: updateProfileBody,
        response: { 200: updateProfileResponse, ...refusals(400, 409, 413) },
      },
    },
    async (request) => {
      const updated = await service.updateProfile(sessionUser(request).id, request.body);
      return {
        success: true as const,
        message: messages.profile.updated,
        user: await userView(app.db, app.clock, updated),
      };
    },
  );

  app.put(
    '/change-password',
    {
      schema: {
        tags: ['users'],
        body: changePasswordBody,
        response: { 200: okResponse, ...refusals(400, 429) },
      },
    },
    async (request) => {
      const { user, sessionId } = sessionOf(request);
      await app.rateLimiter.limit(`password:user:${user.id}`, PASSWORD_CHANGE_LIMIT);
      await service.changePassword(
        user.id,
        sessionId,
        request.body.current_password,
        request.body.new_password,
      );
      return { success: true as const, message: messages.profile.passwordChanged };
    },
  );

  app.get(
    '/sign-in-methods',
    { schema: { tags: ['users'], response: { 200: signInMethodsResponse } } },
    (request) => service.signInMethods(sessionUser(request).id),
  );

  app.delete(
    '/account',
    { schema: { tags: ['users'], response: { 200: deleteAccountResponse } } },
    async (request, reply) => {
      const result = await service.deleteAccount(sessionUser(request).id);
      clearSessionCookie(reply, app.secureCookies);
      return result;
    },
  );

  app.get('/export', { schema: { tags: ['users'] } }, async (request, reply) => {
    const data = await service.exportData(sessionUser(request).id);
    const day = data.exported_at.slice(0, 10);
    return reply
      .header('Content-Disposition', `attachment; filename="mes-donnees-eclat-lavage-${day}.json"`)
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });
}

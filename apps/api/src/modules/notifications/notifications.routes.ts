import { okResponse, refusals } from '@app/shared/schemas/common';
import {
  markReadResponse,
  notificationIdParams,
  notificationsQuery,
  notificationsResponse,
} from '@app/shared/schemas/notifications';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { notificationUrl, presentNotification } from './notifications.presenter';
import * as repo from './notifications.repository';

export default async function notificationsRoutes(app: App) {
  app.get(
    '',
    {
      schema: {
        tags: ['notifications'],
        querystring: notificationsQuery,
        response: { 200: notificationsResponse },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const [rows, unread] = await Promise.all([
        repo.listNotifications(app.db, user.id, request.query.limit),
        repo.countUnread(app.db, user.id),
      ]);
      return { notifications: rows.map(presentNotification), unread_count: unread };
    },
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags: ['notifications'],
        params: notificationIdParams,
        response: { 200: markReadResponse, ...refusals(400, 404) },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      // Another user's id answers as if it did not exist.
      if (!(await repo.markRead(app.db, user.id, request.params.id))) {
        throw new HttpError(404, messages.notifications.notFound);
      }
      return { success: true as const, unread_count: await repo.countUnread(app.db, user.id) };
    },
  );

  // A push's link (issue 33: « opened »): marks the member's own notification read and
  // lands on its page. A navigation, so never an error page: a visitor, a stranger's or an
  // unknown id go to the app's home, which asks for a sign-in when needed.
  app.get(
    '/:id/open',
    { config: { public: true }, schema: { tags: ['notifications'], params: notificationIdParams } },
    async (request, reply) => {
      const user = request.auth?.user;
      const opened = user ? await repo.openOwn(app.db, user.id, request.params.id) : null;
      return reply.redirect(opened ? notificationUrl(opened.type, opened.data) : '/', 303);
    },
  );

  app.post(
    '/read-all',
    { schema: { tags: ['notifications'], response: { 200: okResponse } } },
    async (request) => {
      await repo.markAllRead(app.db, sessionUser(request).id);
      return { success: true as const };
    },
  );
}

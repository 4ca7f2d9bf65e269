import { refusals } from '@app/shared/schemas/common';
import { shareBody, shareResponse } from '@app/shared/schemas/social';
import { shareWash } from '../../commands/share-wash';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';

export default async function socialRoutes(app: App) {
  app.post(
    '/share',
    {
      schema: {
        tags: ['social'],
        body: shareBody,
        response: { 200: shareResponse, ...refusals(400, 404, 409) },
      },
    },
    (request) =>
      shareWash(app.db, {
        userId: sessionUser(request).id,
        washId: request.body.wash_id,
        platform: request.body.platform,
        now: app.clock.now(),
      }),
  );
}

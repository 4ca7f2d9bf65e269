import { okResponse, refusals } from '@app/shared/schemas/common';
import {
  adminFeedPostResponse,
  adminFeedPostsResponse,
  feedPostInput,
  feedPostParams,
  socialFeedResponse,
} from '@app/shared/schemas/feed';
import { adminUser } from '../../lib/session';
import type { App } from '../../types';
import { FeedService } from './feed.service';

const refused = refusals(400, 401, 403, 404);

/** The network tab's feed (prefix /viral/social-media-feed). The app posts; GET serves the same. */
export async function feedRoutes(app: App) {
  const service = new FeedService(app.db, app.clock);
  const schema = { tags: ['feed'], response: { 200: socialFeedResponse, ...refusals(401) } };
  app.get('', { schema }, () => service.feed());
  app.post('', { schema }, () => service.feed());
}

/** Posts of the feed, written by admins (prefix /admin/feed-posts). */
export async function adminFeedRoutes(app: App) {
  const service = new FeedService(app.db, app.clock);
  app.get('/', { schema: { tags: ['admin'], response: { 200: adminFeedPostsResponse, ...refused } } }, () =>
    service.list(),
  );
  app.post(
    '/',
    {
      schema: { tags: ['admin'], body: feedPostInput, response: { 201: adminFeedPostResponse, ...refused } },
    },
    async (request, reply) => reply.code(201).send(await service.create(adminUser(request), request.body)),
  );
  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        params: feedPostParams,
        body: feedPostInput,
        response: { 200: adminFeedPostResponse, ...refused },
      },
    },
    (request) => service.update(adminUser(request), request.params.id, request.body),
  );
  app.delete(
    '/:id',
    { schema: { tags: ['admin'], params: feedPostParams, response: { 200: okResponse, ...refused } } },
    (request) => service.remove(adminUser(request), request.params.id),
  );
}

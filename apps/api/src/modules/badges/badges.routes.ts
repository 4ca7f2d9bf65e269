import {
  badgeCategoriesResponse,
  badgeDefinitionsResponse,
  memberCardParams,
  showcaseBody,
  userBadgesResponse,
  userCardResponse,
} from '@app/shared/schemas/badges';
import { okResponse, refusals } from '@app/shared/schemas/common';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { BadgesService } from './badges.service';

/** /api/badges (docs/product.md, screens). */
export default async function badgesRoutes(app: App) {
  const service = new BadgesService(app.db, app.clock);
  const refused = refusals(400, 401);
  app.get(
    '/definitions',
    { schema: { tags: ['badges'], response: { 200: badgeDefinitionsResponse, ...refused } } },
    () => service.definitions(),
  );
  app.get(
    '/categories',
    { schema: { tags: ['badges'], response: { 200: badgeCategoriesResponse, ...refused } } },
    () => service.categories(),
  );
  app.get(
    '/user',
    { schema: { tags: ['badges'], response: { 200: userBadgesResponse, ...refused } } },
    (request) => service.forUser(sessionUser(request).id),
  );
  app.post(
    '/showcase',
    { schema: { tags: ['badges'], body: showcaseBody, response: { 200: okResponse, ...refused } } },
    (request) => service.showcase(sessionUser(request).id, request.body.badge_ids),
  );
}

/** GET /api/users/{id}/card (prefix /users): a member's public card with their showcase. */
export async function memberCardRoutes(app: App) {
  const service = new BadgesService(app.db, app.clock);
  app.get(
    '/:id/card',
    {
      schema: {
        tags: ['users'],
        params: memberCardParams,
        response: { 200: userCardResponse, ...refusals(400, 401, 404) },
      },
    },
    (request) => service.card(request.params.id),
  );
}

import { okResponse, refusals } from '@app/shared/schemas/common';
import {
  adminRewardResponse,
  adminRewardsResponse,
  rewardIdParams,
  rewardInput,
  rewardsResponse,
} from '@app/shared/schemas/rewards';
import { adminUser, sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { RewardsService } from './rewards.service';

const refused = refusals(400, 401, 403, 404);

/** GET /api/viral/rewards: the member's view (prefix /viral/rewards). */
export async function memberRewardsRoutes(app: App) {
  const service = new RewardsService(app.db, app.clock);
  app.get(
    '',
    { schema: { tags: ['rewards'], response: { 200: rewardsResponse, ...refusals(401) } } },
    async (request) => {
      const user = sessionUser(request);
      return service.forMember({ level: user.level, totalPoints: user.totalPoints });
    },
  );
}

/** /api/admin/rewards: the operator edits the offers (prefix /admin/rewards). */
export async function adminRewardsRoutes(app: App) {
  const service = new RewardsService(app.db, app.clock);
  app.get('/', { schema: { tags: ['admin'], response: { 200: adminRewardsResponse, ...refused } } }, () =>
    service.listAll(),
  );
  app.post(
    '/',
    { schema: { tags: ['admin'], body: rewardInput, response: { 201: adminRewardResponse, ...refused } } },
    async (request, reply) => {
      const created = await service.create(adminUser(request), request.body);
      return reply.code(201).send(created);
    },
  );
  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        params: rewardIdParams,
        body: rewardInput,
        response: { 200: adminRewardResponse, ...refused },
      },
    },
    (request) => service.update(adminUser(request), request.params.id, request.body),
  );
  app.delete(
    '/:id',
    { schema: { tags: ['admin'], params: rewardIdParams, response: { 200: okResponse, ...refused } } },
    (request) => service.remove(adminUser(request), request.params.id),
  );
}

import { okResponse, refusals } from '@app/shared/schemas/common';
import {
  adminRewardResponse,
  adminRewardsResponse,
  partnerCheckBody,
  partnerCheckResponse,
  partnerRedeemResponse,
  rewardCodeResponse,
  rewardIdParams,
  rewardInput,
  rewardLogoBody,
  rewardsResponse,
} from '@app/shared/schemas/rewards';
import { messages } from '../../i18n';
import { adminUser, sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { PartnerService } from './partner.service';
import { RewardsService } from './rewards.service';

const refused = refusals(400, 401, 403, 404);
/** Member cards a member may open in ten minutes (each one replaces the last). */
const CARDS_PER_MEMBER = { limit: 20, windowMs: 10 * 60_000 };

/** GET /api/viral/rewards: the member's view (prefix /viral/rewards). */
export async function memberRewardsRoutes(app: App) {
  const service = new RewardsService(app.db, app.clock);
  app.get(
    '',
    { schema: { tags: ['rewards'], response: { 200: rewardsResponse, ...refusals(401) } } },
    async (request) => {
      const user = sessionUser(request);
      return service.forMember(user.id, { level: user.level, totalPoints: user.totalPoints });
    },
  );
  app.post(
    '/:id/code',
    {
      schema: {
        tags: ['rewards'],
        params: rewardIdParams,
        response: { 200: rewardCodeResponse, ...refusals(401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const member = sessionUser(request);
      // Each card writes a code: a member opening it in a loop is stopped well before it matters.
      await app.rateLimiter.limit(
        `reward-card:${member.id}`,
        CARDS_PER_MEMBER,
        messages.rewards.tooManyCards,
      );
      return service.issueCode(member.id, request.params.id);
    },
  );
}

/** /api/partner: the partner's check page, without an account (a PIN per partner). */
export async function partnerRoutes(app: App) {
  const service = new PartnerService(app.db, app.clock, app.rateLimiter);
  const refused = refusals(400, 403, 404, 409, 410, 429);
  app.post(
    '/check',
    {
      config: { public: true },
      schema: {
        tags: ['partner'],
        body: partnerCheckBody,
        response: { 200: partnerCheckResponse, ...refused },
      },
    },
    (request) => service.check(request.body.code, request.body.pin, request.ip),
  );
  app.post(
    '/redeem',
    {
      config: { public: true },
      schema: {
        tags: ['partner'],
        body: partnerCheckBody,
        response: { 200: partnerRedeemResponse, ...refused },
      },
    },
    (request) => service.redeem(request.body.code, request.body.pin, request.ip),
  );
}

/** /api/admin/rewards: the operator edits the offers (prefix /admin/rewards). */
export async function adminRewardsRoutes(app: App) {
  const service = new RewardsService(app.db, app.clock, app.storage);
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
  app.put(
    '/:id/logo',
    {
      // A 1 MB image as base64 and its JSON: the app's default body limit is smaller.
      bodyLimit: 1_600_000,
      schema: {
        tags: ['admin'],
        params: rewardIdParams,
        body: rewardLogoBody,
        response: { 200: adminRewardResponse, ...refusals(400, 401, 403, 404, 413) },
      },
    },
    (request) => service.setLogo(adminUser(request), request.params.id, request.body.logo_data),
  );
  app.delete(
    '/:id/logo',
    {
      schema: { tags: ['admin'], params: rewardIdParams, response: { 200: adminRewardResponse, ...refused } },
    },
    (request) => service.removeLogo(adminUser(request), request.params.id),
  );
}

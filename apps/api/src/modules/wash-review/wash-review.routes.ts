import { okResponse, refusals } from '@app/shared/schemas/common';
import {
  cancelWashResponse,
  codeBurstParams,
  reviewWashParams,
  washesToReviewResponse,
} from '@app/shared/schemas/wash-review';
import { adminUser } from '../../lib/session';
import type { App } from '../../types';
import { WashReviewService } from './wash-review.service';

/** /api/admin/washes: the operator's 'À vérifier' tab. */
export default async function washReviewRoutes(app: App) {
  const service = new WashReviewService(app.db, app.clock, app.storage);
  const refused = refusals(400, 401, 403, 404, 409);
  app.get(
    '/to-review',
    { schema: { tags: ['admin'], response: { 200: washesToReviewResponse, ...refused } } },
    () => service.list(),
  );
  app.post(
    '/code-bursts/:burst_id/dismiss',
    { schema: { tags: ['admin'], params: codeBurstParams, response: { 200: okResponse, ...refused } } },
    (request) => service.dismissBurst(adminUser(request), request.params.burst_id),
  );
  app.post(
    '/:wash_id/keep',
    { schema: { tags: ['admin'], params: reviewWashParams, response: { 200: okResponse, ...refused } } },
    (request) => service.approve(adminUser(request), request.params.wash_id),
  );
  app.post(
    '/:wash_id/cancel',
    {
      schema: {
        tags: ['admin'],
        params: reviewWashParams,
        response: { 200: cancelWashResponse, ...refused },
      },
    },
    (request) => service.cancel(adminUser(request), request.params.wash_id),
  );
}

import { refusals } from '@app/shared/schemas/common';
import {
  referralDataResponse,
  useCodeBody,
  useCodeQuery,
  useCodeResponse,
} from '@app/shared/schemas/referral';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { ReferralService } from './referral.service';

/** Prefix /viral. */
export default async function referralRoutes(app: App) {
  const service = new ReferralService(app.db, app.clock);

  app.post(
    '/init-user-data',
    { schema: { tags: ['referral'], response: { 200: referralDataResponse, ...refusals(401) } } },
    (request) => service.initUserData(sessionUser(request).id),
  );

  app.post(
    '/referral/use-code',
    {
      schema: {
        tags: ['referral'],
        querystring: useCodeQuery,
        body: useCodeBody,
        response: { 200: useCodeResponse, ...refusals(400, 401, 409) },
      },
    },
    (request) =>
      service.useCode(
        sessionUser(request).id,
        request.query.referral_code ?? request.body?.referral_code ?? '',
      ),
  );
}

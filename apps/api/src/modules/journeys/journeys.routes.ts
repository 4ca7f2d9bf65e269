import { refusals } from '@app/shared/schemas/common';
import {
  capsBody,
  journeyBody,
  journeyParams,
  journeyStatisticsQuery,
  journeyStatisticsResponse,
  journeysResponse,
} from '@app/shared/schemas/journeys';
import { adminUser } from '../../lib/session';
import type { App } from '../../types';
import { readJourneys, updateCaps, updateJourney } from './journeys.settings';
import { journeyStatistics } from './journeys.statistics';

/** /api/admin/journeys: « Relances » in /admin (issue 33). Every change is journaled. */
export default async function journeysAdminRoutes(app: App) {
  const refused = refusals(400, 401, 403);
  app.get('', { schema: { tags: ['admin'], response: { 200: journeysResponse, ...refused } } }, () =>
    readJourneys(app.db),
  );
  // Declared before /:key: « caps » is not a journey.
  app.put(
    '/caps',
    { schema: { tags: ['admin'], body: capsBody, response: { 200: journeysResponse, ...refused } } },
    (request) => updateCaps(app.db, adminUser(request), request.body, app.clock.now()),
  );
  app.put(
    '/:key',
    {
      schema: {
        tags: ['admin'],
        params: journeyParams,
        body: journeyBody,
        response: { 200: journeysResponse, ...refused },
      },
    },
    (request) => updateJourney(app.db, adminUser(request), request.params.key, request.body, app.clock.now()),
  );
}

/** GET /api/admin/statistics/journeys?from&to: Statistics → « Relances » (issue 33). */
export async function journeyStatisticsRoutes(app: App) {
  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        querystring: journeyStatisticsQuery,
        response: { 200: journeyStatisticsResponse, ...refusals(400, 401, 403) },
      },
    },
    (request) => journeyStatistics(app.db, request.query, app.clock.now()),
  );
}

import { refusals } from '@app/shared/schemas/common';
import { pointsHistoryQuery, pointsHistoryResponse } from '@app/shared/schemas/ledger';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { presentHistoryEntry } from './ledger.presenter';
import { ledgerHistory } from './ledger.repository';

/** GET /api/users/points-history: the member's own ledger, told in French. */
export default async function pointsHistoryRoutes(app: App) {
  app.get(
    '',
    {
      schema: {
        tags: ['users'],
        querystring: pointsHistoryQuery,
        response: { 200: pointsHistoryResponse, ...refusals(400, 401) },
      },
    },
    async (request) => {
      const { rows, total } = await ledgerHistory(
        app.db,
        sessionUser(request).id,
        request.query.limit,
        request.query.skip,
      );
      return { entries: rows.map(presentHistoryEntry), total };
    },
  );
}

import { refusals } from '@app/shared/schemas/common';
import { retentionResponse } from '@app/shared/schemas/retention';
import type { App } from '../../types';
import { retentionFigures } from './retention.service';

/** GET /api/admin/statistics/retention; the auth plugin admits admins only. */
export default async function retentionRoutes(app: App) {
  app.get(
    '',
    { schema: { tags: ['admin'], response: { 200: retentionResponse, ...refusals(401, 403) } } },
    () => retentionFigures(app.db, app.clock.now()),
  );
}

import { refusals } from '@app/shared/schemas/common';
import { EXPORT_KINDS, exportQuery } from '@app/shared/schemas/exports';
import { z } from 'zod';
import { adminUser } from '../../lib/session';
import type { App } from '../../types';
import { exportFileName, startExport } from './exports.service';
import { assertKnownStations } from '../stations/stations.repository';
import { messages } from '../../i18n';

/** GET /admin/exports/<kind>.csv: members, washes, the points ledger, the journal. */
export default async function adminExportsRoutes(app: App) {
  for (const kind of EXPORT_KINDS) {
    app.get(
      `/${kind}.csv`,
      {
        schema: {
          tags: ['admin'],
          querystring: exportQuery,
          produces: ['text/csv'],
          response: {
            // A stream, never serialised: the schema only documents it.
            200: z.unknown().describe('CSV, UTF-8 with a BOM, `;` between fields'),
            ...refusals(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        const admin = adminUser(request);
        const now = app.clock.now();
        if (request.query.station)
          await assertKnownStations(app.db, [request.query.station], messages.validation.stationInconnue);
        const csv = await startExport(app.db, admin, kind, request.query, now);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(kind, now)}"`)
          .send(csv);
      },
    );
  }
}

import { GOOGLE_REVIEW_BONUS } from '@app/shared/domain/washes';
import { refusals } from '@app/shared/schemas/common';
import { programmeResponse } from '@app/shared/schemas/programme';
import type { App } from '../../types';
import { listStations } from '../stations/stations.repository';
import { reviewBonusEnabled } from './settings.service';

/** GET /api/programme: what members' screens need of the operator's settings. */
export default async function programmeRoutes(app: App) {
  app.get(
    '',
    { schema: { tags: ['settings'], response: { 200: programmeResponse, ...refusals(401) } } },
    async () => {
      const [bonus, stations] = await Promise.all([reviewBonusEnabled(app.db), listStations(app.db)]);
      return {
        google_review_bonus: bonus ? GOOGLE_REVIEW_BONUS : 0,
        presence_stations: stations
          .filter((station) => station.presenceRequired)
          .map((station) => station.name),
      };
    },
  );
}

import { refusals } from '@app/shared/schemas/common';
import { pointsScaleBody, pointsScaleResponse } from '@app/shared/schemas/points-scale';
import { programmeResponse } from '@app/shared/schemas/programme';
import { adminUser } from '../../lib/session';
import type { App } from '../../types';
import { campaignsRunningAt } from '../campaigns/campaigns.service';
import { hasActivePartnerOffers } from '../rewards/rewards.service';
import { presentBrand } from '../brand/brand.service';
import { listStations } from '../stations/stations.repository';
import {
  pointsScaleSettings,
  readPointsScale,
  reviewBonusEnabled,
  updatePointsScale,
} from './settings.service';

/** GET /api/programme: what members' screens need of the operator's settings. */
export default async function programmeRoutes(app: App) {
  app.get(
    '',
    { schema: { tags: ['settings'], response: { 200: programmeResponse, ...refusals(401) } } },
    async () => {
      const [bonus, stations, scale, campaigns, partnerOffers, brand] = await Promise.all([
        reviewBonusEnabled(app.db),
        listStations(app.db),
        readPointsScale(app.db),
        campaignsRunningAt(app.db, app.clock.now()),
        hasActivePartnerOffers(app.db),
        app.brand.current(),
      ]);
      const { name, short_name, primary_color, logo_url } = presentBrand(brand);
      return {
        google_review_bonus: bonus ? scale.google_review : 0,
        presence_stations: stations
          .filter((station) => station.presenceRequired)
          .map((station) => station.name),
        points_scale: scale,
        campaigns,
        partner_offers: partnerOffers,
        brand: { name, short_name, primary_color, logo_url },
        wallet: {
          apple: app.wallet.service.appleConfigured,
          google: app.wallet.service.googleConfigured,
        },
      };
    },
  );
}

/** /api/admin/points-scale: « Barème des points » in Réglages. */
export async function pointsScaleAdminRoutes(app: App) {
  const refused = refusals(400, 401, 403, 404);
  app.get('', { schema: { tags: ['admin'], response: { 200: pointsScaleResponse, ...refused } } }, () =>
    pointsScaleSettings(app.db),
  );
  app.put(
    '',
    {
      schema: { tags: ['admin'], body: pointsScaleBody, response: { 200: pointsScaleResponse, ...refused } },
    },
    (request) => updatePointsScale(app.db, adminUser(request), request.body, app.clock.now()),
  );
}

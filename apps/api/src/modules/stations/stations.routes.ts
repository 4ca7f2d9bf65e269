import { stationsResponse } from '@app/shared/schemas/stations';
import type { App } from '../../types';
import { listStations } from './stations.repository';

export default async function stationsRoutes(app: App) {
  app.get(
    '',
    { config: { public: true }, schema: { tags: ['stations'], response: { 200: stationsResponse } } },
    async () => {
      const rows = await listStations(app.db);
      return {
        stations: rows.map((row) => ({ id: row.id, name: row.name, google_review_url: row.googleReviewUrl })),
      };
    },
  );
}

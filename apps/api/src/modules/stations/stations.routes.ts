import { stationsResponse } from '@app/shared/schemas/stations';
import type { App } from '../../types';
import { StationsDirectory } from './stations.directory';

export default async function stationsRoutes(app: App) {
  const directory = new StationsDirectory(app.database);
  app.addHook('onReady', () => directory.start());
  app.addHook('preClose', () => directory.stop());
  app.get(
    '',
    { config: { public: true }, schema: { tags: ['stations'], response: { 200: stationsResponse } } },
    async () => {
      const rows = await directory.list();
      return {
        stations: rows.map((row) => ({
          id: row.id,
          name: row.name,
          google_review_url: row.googleReviewUrl,
          display_name: row.displayName ?? row.name,
          address: row.address,
        })),
      };
    },
  );
}

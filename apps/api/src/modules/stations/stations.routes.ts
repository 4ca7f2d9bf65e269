import { stationsResponse } from '@app/shared/schemas/stations';
import type { App } from '../../types';
import { StationsDirectory } from './stations.directory';
import { presentStation } from './stations.presenter';

export default async function stationsRoutes(app: App) {
  const directory = new StationsDirectory(app.database);
  app.addHook('onReady', () => directory.start());
  app.addHook('preClose', () => directory.stop());
  app.get(
    '',
    { config: { public: true }, schema: { tags: ['stations'], response: { 200: stationsResponse } } },
    async () => {
      return { stations: (await directory.list()).map(presentStation) };
    },
  );
}

import { backupStatusResponse } from '@app/shared/schemas/backups';
import { refusals } from '@app/shared/schemas/common';
import type { App } from '../../types';

/** /api/admin/backups: what the operator sees of the backups (written by the app or `npm run backup`). */
export default async function adminBackupsRoutes(app: App) {
  app.get(
    '/',
    { schema: { tags: ['admin'], response: { 200: backupStatusResponse, ...refusals(401, 403) } } },
    () => app.backups.status(),
  );
}

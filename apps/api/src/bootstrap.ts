import type { DatabaseHandle } from './db/client';
import { loadVapidKeys } from './modules/push/vapid';
import { copyLegacyReviewUrlsOnce } from './modules/stations/stations.repository';
import type { App } from './types';

/**
 * Start-up tasks that need the database: migrations, an earlier release's review links (once), the
 * configured administrator, VAPID keys, the realtime listener, the boards in memory and the push worker. The app answers 503 (but /api/health) until they are done.
 */
export async function prepareApp(app: App, database: DatabaseHandle): Promise<void> {
  await database.migrate();
  const copied = await copyLegacyReviewUrlsOnce(app.db, app.config.legacyReviewUrls);
  if (copied.length > 0)
    app.log.info({ stations: copied }, 'review links copied from GOOGLE_REVIEW_URL_* (once)');
  if (app.config.admin) await app.authService.ensureAdmin(app.config.admin);
  app.vapid = await loadVapidKeys(app.db, app.config.vapid);
  await app.brand.start();
  await app.authCache.start();
  await app.realtime.start();
  await app.boards.start();
  // The reset links asked of any instance: mailed whatever BACKGROUND_JOBS says (they answer a member).
  await app.passwordReset?.start(database);
  if (app.config.backgroundJobs) {
    await app.pushWorker.start(database);
    await app.wallet.worker.start(database);
    await app.announcementSender.start(database);
    app.instagramFeed?.start();
    app.snakePrizes.start();
    app.streakJokers.start();
    app.journeys.start();
    app.maintenance.start();
    app.displayWatch.start();
    app.backups.start();
    app.carCheck.start();
  }
  app.isReady = true;
}

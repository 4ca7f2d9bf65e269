import fp from 'fastify-plugin';
import { AnnouncementSender } from '../../modules/announcements/announcement-sender';
import { MaintenanceJob } from '../../jobs/maintenance';
import { publicOrigin } from '../../config/env';
import { DisplayWatch } from '../../modules/presence/display-watch';
import { BackupService } from '../../modules/backups/backups.service';
import { InstagramFeedJob } from '../../modules/feed/instagram.job';
import { SnakePrizes } from '../../modules/snake/snake.service';
import { StreakJokerJob } from '../../modules/streaks/streak-jokers.service';
import { JourneyScheduler } from '../../modules/journeys/journeys.service';
import { CarCheckJob } from '../../modules/washes/car-check.job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The social feed's Instagram refresh, when INSTAGRAM_* are set. */
    instagramFeed: InstagramFeedJob | null;
    /** Pays the weekly Snake podiums, once. */
    snakePrizes: SnakePrizes;
    /** Spends the streak jokers due on Monday morning. */
    streakJokers: StreakJokerJob;
    /** The journeys' automatic messages, evaluated every minute (issue 33). */
    journeys: JourneyScheduler;
    /** Orphan media and old rate-limit counters. */
    maintenance: MaintenanceJob;
    /** Sends the operator's announcements when they fall due. */
    announcementSender: AnnouncementSender;
    /** Warns the operators when a station requiring the code has silent displays. */
    displayWatch: DisplayWatch;
    /** Backups: recorded runs, the schedule (BACKUP_EVERY_HOURS), what /admin shows. */
    backups: BackupService;
    /** Looks for a car in each new wash's photo, after the wash (decision 0038). */
    carCheck: CarCheckJob;
  }
}

/** Background work, started by bootstrap.ts when BACKGROUND_JOBS is on, stopped at close. */
export default fp(
  async (app) => {
    const { config, db, clock, log } = app;
    app.decorate(
      'instagramFeed',
      config.instagram ? new InstagramFeedJob(db, clock, config.instagram, log) : null,
    );
    app.decorate('snakePrizes', new SnakePrizes(db, clock, log));
    app.decorate('streakJokers', new StreakJokerJob(db, clock, log));
    app.decorate('journeys', new JourneyScheduler(db, clock, app.memberMail, log));
    app.decorate('maintenance', new MaintenanceJob(db, clock, app.rateLimiter, log));
    app.decorate('announcementSender', new AnnouncementSender(db, clock, log));
    app.decorate('displayWatch', new DisplayWatch(db, clock, app.mailer, log, publicOrigin(config)));
    app.decorate('backups', new BackupService(app.database, config, clock, log));
    app.decorate('carCheck', new CarCheckJob(db, app.storage, clock, log));
    app.addHook('preClose', async () => {
      await app.announcementSender.stop();
      await app.instagramFeed?.stop();
      app.snakePrizes.stop();
      app.streakJokers.stop();
      await app.journeys.stop();
      app.maintenance.stop();
      app.displayWatch.stop();
      await app.backups.stop();
      await app.carCheck.stop();
    });
  },
  { name: 'jobs', dependencies: ['config', 'database', 'clock', 'mailer', 'storage'] },
);

import fp from 'fastify-plugin';
import { AnnouncementSender } from '../../modules/announcements/announcement-sender';
import { MaintenanceJob } from '../../jobs/maintenance';
import { InstagramFeedJob } from '../../modules/feed/instagram.job';
import { SnakePrizes } from '../../modules/snake/snake.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The social feed's Instagram refresh, when INSTAGRAM_* are set. */
    instagramFeed: InstagramFeedJob | null;
    /** Pays the weekly Snake podiums, once. */
    snakePrizes: SnakePrizes;
    /** Orphan media and old rate-limit counters. */
    maintenance: MaintenanceJob;
    /** Sends the operator's announcements when they fall due. */
    announcementSender: AnnouncementSender;
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
    app.decorate('maintenance', new MaintenanceJob(db, clock, app.rateLimiter, log));
    app.decorate('announcementSender', new AnnouncementSender(db, clock, log));
    app.addHook('preClose', async () => {
      await app.announcementSender.stop();
      await app.instagramFeed?.stop();
      app.snakePrizes.stop();
      app.maintenance.stop();
    });
  },
  { name: 'jobs', dependencies: ['config', 'database', 'clock'] },
);

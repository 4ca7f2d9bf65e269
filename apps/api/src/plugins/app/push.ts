import fp from 'fastify-plugin';
import { PushWorker } from '../../jobs/push-worker';
import { webPushSender, type PushSender } from '../../jobs/push-sender';
import type { VapidKeys } from '../../modules/push/vapid';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's VAPID keys, loaded by bootstrap.ts before any route runs. */
    vapid: VapidKeys;
    /** Delivers queued Web Push messages (any instance may work the queue). */
    pushWorker: PushWorker;
  }
}

/** Real Web Push requests signed with the app's keys, unless a test passes its sender. */
export default fp(
  async (app, options: { pushSender?: PushSender }) => {
    app.decorate('vapid', null as unknown as VapidKeys);
    app.decorate(
      'pushWorker',
      new PushWorker(
        app.db,
        app.clock,
        (target, payload) => (options.pushSender ?? webPushSender(app.vapid))(target, payload),
        app.log,
      ),
    );
    app.addHook('preClose', () => app.pushWorker.stop());
  },
  { name: 'push', dependencies: ['database', 'clock'] },
);

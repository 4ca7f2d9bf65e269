import { subscribe } from '../../lib/domain-events';
import { zurichDateTime } from '../../i18n';
import { createNotification } from '../notifications/notifications.service';

/** A wash taken offline tells its member, in their language, that it finally counted. */
export function subscribeWashes(): void {
  subscribe('wash.validated', 'washes', async (tx, event) => {
    if (!event.offline) return;
    const { user, now } = event;
    const offline = {
      washId: event.washId,
      station: event.station,
      instant: event.instant,
      points: event.points,
    };
    await createNotification(tx, {
      userId: user.id,
      locale: user.locale,
      type: 'other',
      text: (m) => ({
        title: m.notifications.offlineWashTitle,
        message: m.notifications.offlineWash({
          station: offline.station,
          when: zurichDateTime(offline.instant, m),
          points: offline.points,
        }),
      }),
      data: { wash_id: offline.washId, points: offline.points },
      createdAt: now,
    });
  });
}

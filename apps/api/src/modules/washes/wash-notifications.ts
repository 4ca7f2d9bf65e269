import type { Executor } from '../../db/client';
import { zurichDateTime } from '../../i18n';
import { createNotification } from '../notifications/notifications.service';

/** A wash taken offline tells its member, in their language, that it finally counted. */
export async function notifyOfflineWashCounted(
  tx: Executor,
  user: { id: string; locale: string | null },
  offline: { washId: string; station: string; instant: Date; points: number },
  now: Date,
): Promise<void> {
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
}

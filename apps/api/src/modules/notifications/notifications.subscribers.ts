import { levelTitle } from '@app/shared/domain/levels';
import { subscribe } from '../../lib/domain-events';
import { createNotification } from './notifications.service';

/** A level reached tells its member, the level's name in their language (message and data). */
export function subscribeNotifications(): void {
  subscribe('points.changed', 'notifications', async (tx, event) => {
    const { level } = event;
    if (level <= event.levelBefore) return;
    await createNotification(tx, {
      userId: event.userId,
      type: 'level_up',
      text: (m) => ({
        title: m.notifications.levelUpTitle,
        message: m.notifications.levelUp({ level, name: levelTitle(level, m.names) }),
      }),
      data: (m) => ({ new_level: level, new_level_name: levelTitle(level, m.names) }),
      createdAt: event.now,
    });
  });
}

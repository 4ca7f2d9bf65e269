import { subscribe } from '../../lib/domain-events';
import { notifyNewUnlocks } from './rewards.service';

/** A partner reward reached for the first time notifies once (docs/product.md, partner offers). */
export function subscribeRewards(): void {
  subscribe('points.changed', 'rewards', async (tx, event) => {
    if (event.delta > 0)
      await notifyNewUnlocks(
        tx,
        event.userId,
        { level: event.level, totalPoints: event.totalPoints },
        event.now,
      );
  });
}

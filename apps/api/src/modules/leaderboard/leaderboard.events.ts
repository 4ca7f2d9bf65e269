import type { Executor } from '../../db/client';
import { publishEvent } from '../../lib/events';

/**
 * Tells every connected client that the rankings moved (a wash validated or removed):
 * published in the caller's transaction, delivered at its commit.
 */
export function publishRankingChanged(db: Executor): Promise<void> {
  return publishEvent(db, { user_id: null, event: 'ranking.changed', id: null, data: {} });
}

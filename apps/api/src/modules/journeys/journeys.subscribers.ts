import { subscribe } from '../../lib/domain-events';
import { payOpenOffer } from './journeys.service';

/** A wash within a win-back offer's 14 days pays the offer's points once (issue 33). */
export function subscribeJourneys(): void {
  subscribe('wash.validated', 'journeys', async (tx, event) => {
    await payOpenOffer(tx, event.user.id, event.washId, event.now);
  });
}

import { subscribe } from '../../lib/domain-events';
import { payOpenOffer } from './journeys.service';
import * as repo from './journeys.repository';

/** A wash within a win-back offer's 14 days pays the offer's points once (issue 33). */
export function subscribeJourneys(): void {
  subscribe('wash.validated', 'journeys', async (tx, event) => {
    await payOpenOffer(tx, event.user.id, event.washId, event.now);
  });
  // A mail's link followed counts the occasion opened (Statistics → « Relances »), once.
  subscribe('mail.opened', 'journeys', (tx, event) =>
    repo.markOpened(
      tx,
      { userId: event.userId, journey: event.journey, occasion: event.occasion },
      event.now,
    ),
  );
}

import { subscribe } from '../../lib/domain-events';
import { hasVerifiedWashesApart, presenceInForce } from '../presence/fair-play';
import { rewardReferrerOnFirstWash } from './referral.service';

/**
 * The referrer's bonus comes with the referred member's first validated wash
 * (docs/product.md, bonuses); once presence is in force, with two verified washes 20 hours
 * apart.
 */
export function subscribeReferral(): void {
  subscribe('wash.validated', 'referral', async (tx, event) => {
    const { user, now } = event;
    if (!user.referredBy) return;
    if (await presenceInForce(tx)) {
      if (event.verified && (await hasVerifiedWashesApart(tx, user.id)))
        await rewardReferrerOnFirstWash(tx, user, now);
    } else if (user.totalWashes === 0) await rewardReferrerOnFirstWash(tx, user, now);
  });
}

import fp from 'fastify-plugin';
import { subscribeBadges } from '../../modules/badges/badges.subscribers';
import { subscribeJourneys } from '../../modules/journeys/journeys.subscribers';
import { subscribeNotifications } from '../../modules/notifications/notifications.subscribers';
import { subscribeReferral } from '../../modules/referral/referral.subscribers';
import { subscribeReviews } from '../../modules/reviews/reviews.subscribers';
import { subscribeRewards } from '../../modules/rewards/rewards.subscribers';
import { subscribeStreaks } from '../../modules/streaks/streaks.subscribers';
import { subscribeWashes } from '../../modules/washes/washes.subscribers';

/**
 * Who follows the domain events (decision 0030), in the order they run: a points change
 * tells the level first, then the partner offers reached, then the badges (whose rewards
 * are entries in turn); a wash pays an open offer before the referrer.
 */
export default fp(
  async () => {
    subscribeNotifications();
    subscribeRewards();
    subscribeBadges();
    subscribeJourneys();
    subscribeReferral();
    subscribeWashes();
    subscribeStreaks();
    subscribeReviews();
  },
  { name: 'domain-events' },
);

import { isRewardUnlocked, rewardProgressPercent } from '@app/shared/domain/rewards';
import type { MemberReward } from '@app/shared/schemas/rewards';
import type { RewardRow } from './rewards.repository';

/** A partner offer as a member sees it: the promo code only once unlocked. */
export function presentMemberReward(
  row: RewardRow,
  standing: { level: number; totalPoints: number },
): MemberReward {
  const thresholds = { requiredLevel: row.requiredLevel, requiredPoints: row.requiredPoints };
  const unlocked = isRewardUnlocked(thresholds, standing);
  return {
    id: row.id,
    partner_name: row.partnerName,
    image_url: row.imageUrl,
    discount_percentage: row.discountPercentage,
    // Never sent for a locked reward (docs/product.md, partner offers).
    ...(unlocked ? { promo_code: row.promoCode } : {}),
    description: row.description,
    conditions: row.conditions,
    required_level: row.requiredLevel,
    required_points: row.requiredPoints,
    unlocked,
    progress_percent: rewardProgressPercent(thresholds, standing),
  };
}

/** A partner offer in the admin's rewards tab: everything, the code included. */
export function presentAdminReward(row: RewardRow) {
  return {
    id: row.id,
    partner_name: row.partnerName,
    image_url: row.imageUrl,
    discount_percentage: row.discountPercentage,
    promo_code: row.promoCode,
    description: row.description,
    conditions: row.conditions,
    required_level: row.requiredLevel,
    required_points: row.requiredPoints,
    active: row.active,
    is_example: row.isExample,
    created_at: row.createdAt.toISOString(),
  };
}

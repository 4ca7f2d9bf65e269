import { isRewardUnlocked, rewardProgressPercent, rewardUsesLeft } from '@app/shared/domain/rewards';
import type { MemberReward } from '@app/shared/schemas/rewards';
import { mediaUrl } from '../../lib/storage';
import type { RewardRow } from './rewards.repository';

/** The uploaded logo first, else the image path the offer was seeded with. */
const imageOf = (row: RewardRow) => (row.logoKey ? mediaUrl(row.logoKey) : row.imageUrl);

/** A partner offer as a member sees it: the promo code only once unlocked. */
export function presentMemberReward(
  row: RewardRow,
  standing: { level: number; totalPoints: number },
  used: number,
): MemberReward {
  const thresholds = { requiredLevel: row.requiredLevel, requiredPoints: row.requiredPoints };
  const unlocked = isRewardUnlocked(thresholds, standing);
  return {
    id: row.id,
    partner_name: row.partnerName,
    image_url: imageOf(row),
    discount_percentage: row.discountPercentage,
    // Never sent for a locked reward (docs/product.md, partner offers).
    ...(unlocked ? { promo_code: row.promoCode } : {}),
    description: row.description,
    conditions: row.conditions,
    required_level: row.requiredLevel,
    required_points: row.requiredPoints,
    unlocked,
    progress_percent: rewardProgressPercent(thresholds, standing),
    is_example: row.isExample,
    ends_on: row.endsOn,
    uses_left: rewardUsesLeft(row.usesPerMember, used),
  };
}

/** A partner offer in the admin's rewards tab: everything, the code included. */
export function presentAdminReward(row: RewardRow, redemptions: number) {
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
    logo_url: row.logoKey ? mediaUrl(row.logoKey) : null,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    uses_per_member: row.usesPerMember,
    has_partner_pin: row.partnerPinHash !== null,
    redemptions,
    created_at: row.createdAt.toISOString(),
  };
}

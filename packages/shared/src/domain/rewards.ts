/**
 * Partner rewards (docs/product.md, partner offers): unlocked when the user's level and total points both
 * reach the reward's thresholds. Pure, shared by the server and the tests.
 */
export interface RewardThresholds {
  requiredLevel: number;
  requiredPoints: number;
}

export interface Standing {
  level: number;
  totalPoints: number;
}

export function isRewardUnlocked(reward: RewardThresholds, standing: Standing): boolean {
  return standing.level >= reward.requiredLevel && standing.totalPoints >= reward.requiredPoints;
}

/**
 * How far the user is, 0-100: the lesser of the level and points ratios (both must be
 * met), rounded down, capped at 100; exactly 100 only once unlocked.
 */
export function rewardProgressPercent(reward: RewardThresholds, standing: Standing): number {
  if (isRewardUnlocked(reward, standing)) return 100;
  const ratio = (have: number, need: number) => (need <= 0 ? 1 : Math.max(0, have) / need);
  const progress = Math.min(
    ratio(standing.level, reward.requiredLevel),
    ratio(standing.totalPoints, reward.requiredPoints),
  );
  return Math.min(99, Math.floor(progress * 100));
}

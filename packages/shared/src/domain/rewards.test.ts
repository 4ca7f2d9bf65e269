import { describe, expect, it } from 'vitest';
import { isRewardUnlocked, rewardProgressPercent } from './rewards';

const reward = { requiredLevel: 5, requiredPoints: 500 };

describe('partner reward thresholds', () => {
  it('unlocks only when both the level and the points are reached', () => {
    expect(isRewardUnlocked(reward, { level: 5, totalPoints: 500 })).toBe(true);
    expect(isRewardUnlocked(reward, { level: 6, totalPoints: 499 })).toBe(false);
    expect(isRewardUnlocked(reward, { level: 4, totalPoints: 5000 })).toBe(false);
  });

  it('measures progress by the lagging threshold, capped at 100', () => {
    expect(rewardProgressPercent(reward, { level: 1, totalPoints: 0 })).toBe(0);
    expect(rewardProgressPercent(reward, { level: 4, totalPoints: 250 })).toBe(50);
    expect(rewardProgressPercent(reward, { level: 3, totalPoints: 450 })).toBe(60);
    expect(rewardProgressPercent(reward, { level: 5, totalPoints: 499 })).toBe(99);
    expect(rewardProgressPercent(reward, { level: 90, totalPoints: 99_999 })).toBe(100);
    expect(rewardProgressPercent({ requiredLevel: 1, requiredPoints: 0 }, { level: 1, totalPoints: 0 })).toBe(
      100,
    );
  });
});

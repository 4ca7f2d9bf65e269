import { describe, expect, it } from 'vitest';
import {
  formatRewardCode,
  isRewardUnlocked,
  normaliseRewardCode,
  PARTNER_PIN,
  REWARD_CODE_ALPHABET,
  REWARD_CODE_LENGTH,
  rewardCodeFrom,
  rewardProgressPercent,
  rewardRunsOn,
  rewardUsesLeft,
} from './rewards';

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

describe('member card codes', () => {
  it('draws 8 unambiguous signs and shows them in two groups', () => {
    const code = rewardCodeFrom(new Uint8Array([0, 1, 2, 26, 27, 255, 100, 13]));
    expect(code).toHaveLength(REWARD_CODE_LENGTH);
    expect(code).toBe('234Z2HRJ');
    expect(formatRewardCode(code)).toBe('234Z-2HRJ');
    for (const sign of '0O1IL5S8B') expect(REWARD_CODE_ALPHABET).not.toContain(sign);
  });

  it('reads what a partner types: case, spaces and dashes do not matter; anything else is no code', () => {
    expect(normaliseRewardCode(' 234z-2qhm ')).toBe('234Z2QHM');
    expect(normaliseRewardCode('234Z 2QHM')).toBe('234Z2QHM');
    expect(normaliseRewardCode('234Z2QH')).toBeNull();
    expect(normaliseRewardCode('234Z2QHO')).toBeNull();
    expect(normaliseRewardCode("234Z2QH'")).toBeNull();
  });

  it('runs an offer between its Zurich days, both included, or without end', () => {
    const december = { startsOn: '2026-12-01', endsOn: '2026-12-31' };
    expect(rewardRunsOn(december, '2026-11-30')).toBe(false);
    expect(rewardRunsOn(december, '2026-12-01')).toBe(true);
    expect(rewardRunsOn(december, '2026-12-31')).toBe(true);
    expect(rewardRunsOn(december, '2027-01-01')).toBe(false);
    expect(rewardRunsOn({ startsOn: null, endsOn: null }, '2030-01-01')).toBe(true);
  });

  it('counts the uses left, unlimited when the offer sets none', () => {
    expect(rewardUsesLeft(null, 12)).toBeNull();
    expect(rewardUsesLeft(2, 1)).toBe(1);
    expect(rewardUsesLeft(1, 3)).toBe(0);
    expect(PARTNER_PIN.test('0042')).toBe(true);
    expect(PARTNER_PIN.test('42')).toBe(false);
    expect(PARTNER_PIN.test('12345678a')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { changedKeys, DEFAULT_POINTS_SCALE, resolvePointsScale, snakePrizes } from './points-scale';

describe('resolvePointsScale', () => {
  it("starts from the spec's amounts", () => {
    expect(resolvePointsScale(null)).toEqual(DEFAULT_POINTS_SCALE);
    expect(DEFAULT_POINTS_SCALE).toMatchObject({ wash_standard: 15, off_peak: 10, referral_referrer: 100 });
  });
  it('keeps what the operator set within bounds and ignores anything else', () => {
    const scale = resolvePointsScale({
      wash_standard: 20,
      off_peak: 0,
      weekend: 501,
      share_tiktok: -1,
      google_review: 12.5,
      referral_referred: '60',
      unknown: 4,
    });
    expect(scale).toEqual({ ...DEFAULT_POINTS_SCALE, wash_standard: 20, off_peak: 0 });
  });
  it('names the amounts that changed and gives the podium', () => {
    const after = { ...DEFAULT_POINTS_SCALE, wash_standard: 20, snake_third: 5 };
    expect(changedKeys(DEFAULT_POINTS_SCALE, after)).toEqual(['wash_standard', 'snake_third']);
    expect(snakePrizes(after)).toEqual([30, 20, 5]);
  });
});

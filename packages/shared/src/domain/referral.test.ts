import { describe, expect, it } from 'vitest';
import { newReferralCode, normalizeReferralCode, REFERRAL_ALPHABET } from './referral';

describe('referral codes', () => {
  it('uses 6 characters from an alphabet without 0, O, 1, I or L', () => {
    expect(REFERRAL_ALPHABET).not.toMatch(/[0O1IL]/);
    let seed = 0;
    const code = newReferralCode((n) => (seed++ * 7) % n);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(newReferralCode(() => 0)).toBe('AAAAAA');
    expect(newReferralCode((n) => n - 1)).toBe('999999');
  });

  it('reads what a user typed as stored: trimmed, upper case', () => {
    expect(normalizeReferralCode('  ab2c3d ')).toBe('AB2C3D');
    expect(normalizeReferralCode('   ')).toBe('');
  });
});

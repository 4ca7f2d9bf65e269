/** Referral (docs/product.md, bonuses, §13). */

/** 6 characters, none that reads like another (no 0/O, 1/I/L). */
export const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 6;

/** A new code from `randomIndex(n)` (0 ≤ result < n), so callers choose the randomness. */
export function newReferralCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_ALPHABET[randomIndex(REFERRAL_ALPHABET.length)];
  return code;
}

/** What a user typed or a link carried, as codes are stored: trimmed, upper case. */
export function normalizeReferralCode(input: string): string {
  return input.trim().toUpperCase();
}

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

/** A member card's code is valid this long (docs/product.md, partner offers). */
export const REWARD_CODE_MINUTES = 10;
/** Letters and digits a partner cannot misread (no 0/O, 1/I/L, 5/S, 8/B): 27 signs, 27⁸ codes. */
export const REWARD_CODE_ALPHABET = '234679ACDEFGHJKMNPQRTUVWXYZ';
export const REWARD_CODE_LENGTH = 8;
/** A partner's PIN: 4 to 8 digits. */
export const PARTNER_PIN = /^\d{4,8}$/;

/** "K7P29XQM" as the member card shows it: "K7P2-9XQM". */
export function formatRewardCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What a partner typed, as stored (upper case, no spaces or dashes); null when it cannot be a code. */
export function normaliseRewardCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== REWARD_CODE_LENGTH) return null;
  for (const character of code) if (!REWARD_CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** A code from random bytes, one per sign (the modulo's slight bias costs nothing at 27⁸ codes). */
export function rewardCodeFrom(randomBytes: Uint8Array): string {
  let code = '';
  for (let index = 0; index < REWARD_CODE_LENGTH; index += 1) {
    code += REWARD_CODE_ALPHABET[(randomBytes[index] ?? 0) % REWARD_CODE_ALPHABET.length];
  }
  return code;
}

export interface RewardPeriod {
  startsOn: string | null;
  endsOn: string | null;
}

/** Whether an offer runs on a Zurich day (its first and last days included). */
export function rewardRunsOn(period: RewardPeriod, day: string): boolean {
  return (
    (period.startsOn === null || period.startsOn <= day) && (period.endsOn === null || day <= period.endsOn)
  );
}

/** Uses left for a member: null when unlimited, never below 0. */
export function rewardUsesLeft(usesPerMember: number | null, used: number): number | null {
  return usesPerMember === null ? null : Math.max(0, usesPerMember - used);
}

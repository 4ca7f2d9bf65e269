import type { WashReviewReason } from '../schemas/wash-review';

/**
 * Fair play against puppet accounts (docs/product.md, presence). A member counts as a real
 * regular — for the referrer's +100 and for hiding a chat message — only with two verified
 * washes at least 20 hours apart: two days met in one visit around midnight (a code from
 * 23:58 sent offline, then one at 00:04) no longer do. A reporter's account must also be a
 * week old.
 */
export const VERIFIED_WASHES_APART_MS = 20 * 3_600_000;
export const REPORTER_MIN_ACCOUNT_AGE_MS = 7 * 24 * 3_600_000;

/** Whether two of these wash times lie at least VERIFIED_WASHES_APART_MS apart. */
export function washesFarEnoughApart(times: readonly Date[]): boolean {
  if (times.length < 2) return false;
  const values = times.map((time) => time.getTime());
  return Math.max(...values) - Math.min(...values) >= VERIFIED_WASHES_APART_MS;
}

/** Whether an account is old enough for its reports to count. */
export function oldEnoughToReport(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= REPORTER_MIN_ACCOUNT_AGE_MS;
}

/** What the server noticed about a wash it accepted (docs/product.md, presence). */
export interface WashSignals {
  far: boolean;
  severalAccounts: boolean;
  sharedCode: boolean;
  /** A near match with an earlier photo; `proven`: the wash carried a display's code. */
  nearPhoto: boolean;
  proven: boolean;
  /** Outside the station's hours, where the operator asked to see those. */
  outsideHours: boolean;
  /** A poor photo (blurred, shaken, or a small picture enlarged): looked at without a code only. */
  blurryPhoto?: boolean;
}

/**
 * The reasons to look at a wash, the most serious first: a wash with several is listed
 * once, under the first (issue 50).
 */
export const REVIEW_REASONS_BY_SERIOUSNESS = [
  'far',
  'several_accounts',
  'shared_code',
  'no_presence',
  'similar_photo',
  'no_car',
  'own_photo',
  'blurry',
  'outside_hours',
] as const satisfies readonly WashReviewReason[];

/** These reasons, each once, the most serious first (unknown ones last). */
export function bySeriousness(reasons: readonly WashReviewReason[]): WashReviewReason[] {
  const rank = (reason: WashReviewReason) => {
    const index = (REVIEW_REASONS_BY_SERIOUSNESS as readonly WashReviewReason[]).indexOf(reason);
    return index < 0 ? REVIEW_REASONS_BY_SERIOUSNESS.length : index;
  };
  return [...new Set(reasons)].sort((a, b) => rank(a) - rank(b));
}

/** Every reason the operator should look at an accepted wash, the most serious first. */
export function washReviewReasons(signals: WashSignals): WashReviewReason[] {
  const reasons: WashReviewReason[] = [];
  if (signals.far) reasons.push('far');
  if (signals.severalAccounts) reasons.push('several_accounts');
  if (signals.sharedCode) reasons.push('shared_code');
  if (signals.nearPhoto) reasons.push(signals.proven ? 'similar_photo' : 'own_photo');
  // A station's code vouches for the visit: a poor photo of it needs no look.
  if (signals.blurryPhoto && !signals.proven) reasons.push('blurry');
  if (signals.outsideHours) reasons.push('outside_hours');
  return bySeriousness(reasons);
}

/** Why the operator should look at an accepted wash (the strongest signal), or null. */
export function washReviewReason(signals: WashSignals): WashReviewReason | null {
  return washReviewReasons(signals)[0] ?? null;
}

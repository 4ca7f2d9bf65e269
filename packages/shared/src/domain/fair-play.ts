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
}

/** Why the operator should look at an accepted wash (the strongest signal), or null. */
export function washReviewReason(signals: WashSignals) {
  if (signals.far) return 'far';
  if (signals.severalAccounts) return 'several_accounts';
  if (signals.sharedCode) return 'shared_code';
  if (signals.nearPhoto) return signals.proven ? 'similar_photo' : 'own_photo';
  if (signals.outsideHours) return 'outside_hours';
  return null;
}

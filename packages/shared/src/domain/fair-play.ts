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

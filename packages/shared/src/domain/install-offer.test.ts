import { describe, expect, it } from 'vitest';
import { INSTALL_REFUSAL_DAYS, needsHomeScreenForPush, shouldOfferInstall } from './install-offer';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 11, 2, 12);
const offered = { browserOffers: true, totalWashes: 1, firstScreen: false, refusedAt: null, now };

describe('shouldOfferInstall', () => {
  it('offers once the browser can and the member has validated a wash', () => {
    expect(shouldOfferInstall(offered)).toBe(true);
  });
  it('never before a first wash, on the first screen, or without the browser’s prompt', () => {
    expect(shouldOfferInstall({ ...offered, totalWashes: 0 })).toBe(false);
    expect(shouldOfferInstall({ ...offered, firstScreen: true })).toBe(false);
    expect(shouldOfferInstall({ ...offered, browserOffers: false })).toBe(false);
  });
  it('keeps quiet for 30 days after a refusal, then offers again', () => {
    expect(INSTALL_REFUSAL_DAYS).toBe(30);
    expect(shouldOfferInstall({ ...offered, refusedAt: now - 29 * DAY })).toBe(false);
    expect(shouldOfferInstall({ ...offered, refusedAt: now - 30 * DAY + 1 })).toBe(false);
    expect(shouldOfferInstall({ ...offered, refusedAt: now - 30 * DAY })).toBe(true);
  });
});

describe('needsHomeScreenForPush', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  const ipad =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
  const android =
    'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  it('tells Safari on an iPhone or an iPad, until the app is opened from the home screen', () => {
    expect(needsHomeScreenForPush({ userAgent: iphone, maxTouchPoints: 5, standalone: false })).toBe(true);
    expect(needsHomeScreenForPush({ userAgent: ipad, maxTouchPoints: 5, standalone: false })).toBe(true);
    expect(needsHomeScreenForPush({ userAgent: iphone, maxTouchPoints: 5, standalone: true })).toBe(false);
  });
  it('leaves a Mac and Android alone', () => {
    expect(needsHomeScreenForPush({ userAgent: ipad, maxTouchPoints: 0, standalone: false })).toBe(false);
    expect(needsHomeScreenForPush({ userAgent: android, maxTouchPoints: 5, standalone: false })).toBe(false);
  });
});

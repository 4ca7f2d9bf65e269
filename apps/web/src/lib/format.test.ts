import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capCount,
  formatAge,
  formatNumber,
  formatShortDate,
  formatZurichDate,
  formatZurichTime,
} from './format';
import { loadScreenTexts, setLocale, t } from './i18n';

const now = new Date('2026-11-21T12:00:00Z');
beforeAll(() => loadScreenTexts());
const ago = (ms: number) => formatAge(new Date(now.getTime() - ms), now, t.notifications);

describe('formatAge', () => {
  it.each([
    [0, 'À l’instant'],
    [59_000, 'À l’instant'],
    [60_000, 'Il y a 1min'],
    [59 * 60_000, 'Il y a 59min'],
    [60 * 60_000, 'Il y a 1h'],
    [23 * 3600_000 + 59 * 60_000, 'Il y a 23h'],
    [24 * 3600_000, 'Il y a 1j'],
    [9 * 24 * 3600_000, 'Il y a 9j'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(ago(ms)).toBe(text);
  });
  it('reads a future date (clock skew) as just now', () => {
    expect(ago(-5000)).toBe('À l’instant');
  });
});

describe('capCount', () => {
  it('caps at 9+', () => {
    expect(capCount(0)).toBe('0');
    expect(capCount(9)).toBe('9');
    expect(capCount(10)).toBe('9+');
  });
});

describe('formatZurichTime', () => {
  it('shows Zurich time whatever the device zone', () => {
    expect(formatZurichTime(new Date('2026-07-01T22:30:00Z'))).toBe('00:30');
    expect(formatZurichTime(new Date('2026-01-01T22:30:00Z'))).toBe('23:30');
  });
});

describe('formatZurichDate and formatShortDate', () => {
  it('spell the Zurich date in French, the day changing at Zurich midnight', () => {
    expect(formatZurichDate(new Date('2026-11-21T22:59:00Z'))).toBe('samedi 21 novembre 2026');
    expect(formatZurichDate(new Date('2026-11-21T23:00:00Z'))).toBe('dimanche 22 novembre 2026');
    expect(formatZurichDate(new Date('2026-08-02T21:30:00Z'))).toBe('dimanche 2 août 2026');
    expect(formatShortDate(new Date('2026-02-28T23:30:00Z'))).toBe('1 mars 2026');
  });
});

describe('formatNumber', () => {
  it('groups by three with a narrow no-break space, the Swiss French convention', () => {
    // Written out rather than compared with Intl: the ICU shipped with Node 24 groups fr-CH
    // with an apostrophe, Node 20's and the browsers' with a narrow space.
    const cases: [number, string][] = [
      [0, '0'],
      [7, '7'],
      [999, '999'],
      [1000, '1\u202f000'],
      [1250, '1\u202f250'],
      [99_999, '99\u202f999'],
      [123_456, '123\u202f456'],
      [1_234_567, '1\u202f234\u202f567'],
      [-1250, '-1\u202f250'],
      [1_000_000_000, '1\u202f000\u202f000\u202f000'],
    ];
    for (const [value, written] of cases) expect(formatNumber(value)).toBe(written);
  });
});

describe('in another language', () => {
  beforeAll(() => setLocale('de-CH'));
  afterAll(() => setLocale('fr-CH'));

  it('formats numbers and dates in its Swiss conventions, in Zurich time', () => {
    expect(formatNumber(1234567)).toBe("1'234'567");
    expect(formatZurichTime(new Date('2026-07-01T12:05:00Z'))).toBe('14:05');
    expect(formatShortDate(new Date('2026-11-21T23:30:00Z'))).toBe('22. November 2026');
    expect(formatZurichDate(new Date('2026-11-21T12:00:00Z'))).toBe('Samstag, 21. November 2026');
  });

  it('reads the texts and plurals of the language', () => {
    expect(ago(5 * 60_000)).toBe('Vor 5 Min.');
    expect(t.leaderboard.washes({ count: 1 })).toBe('1 Wäsche');
    expect(t.leaderboard.washes({ count: 1234 })).toBe("1'234 Wäschen");
    expect(t.common.level({ level: 3 })).toBe('Level 3');
  });
});

describe('plurals in every language', () => {
  afterAll(() => setLocale('fr-CH'));
  it.each([
    ['fr-CH', '0 lavage', '1 lavage', '2 lavages'],
    ['de-CH', '0 Wäschen', '1 Wäsche', '2 Wäschen'],
    ['pt-PT', '0 lavagens', '1 lavagem', '2 lavagens'],
    ['en', '0 washes', '1 wash', '2 washes'],
  ] as const)('%s', async (locale, zero, one, two) => {
    await setLocale(locale);
    expect([0, 1, 2].map((count) => t.leaderboard.washes({ count }))).toEqual([zero, one, two]);
  });
});

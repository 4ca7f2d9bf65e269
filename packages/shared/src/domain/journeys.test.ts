import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  inControlGroup,
  isSendingHour,
  liftWithInterval,
  nextSendingInstant,
  withinCaps,
} from './journeys';

describe('holdout', () => {
  it('is stable per member and within ±1.5 points of the percentage over 10,000 members', () => {
    const ids = Array.from(
      { length: 10_000 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    for (const percent of [5, 10, 30]) {
      const control = ids.filter((id) => inControlGroup(id, 'win_back', percent)).length;
      expect(Math.abs((control / ids.length) * 100 - percent)).toBeLessThanOrEqual(1.5);
    }
    expect(ids.filter((id) => inControlGroup(id, 'welcome', 0))).toEqual([]);
    const first = ids.slice(0, 50).map((id) => inControlGroup(id, 'birthday', 10));
    expect(ids.slice(0, 50).map((id) => inControlGroup(id, 'birthday', 10))).toEqual(first);
    // Each journey draws its own group.
    const a = ids.filter((id) => inControlGroup(id, 'win_back', 10));
    const b = new Set(ids.filter((id) => inControlGroup(id, 'welcome', 10)));
    expect(a.filter((id) => b.has(id)).length).toBeLessThan(a.length / 4);
  });
});

describe('quiet hours', () => {
  it('sends from 09:00 to 20:00 Zurich, across DST, and waits for 09:00 otherwise', () => {
    expect(isSendingHour(new Date('2026-11-28T08:00:00Z'))).toBe(true); // 09:00 CET
    expect(isSendingHour(new Date('2026-11-28T07:59:00Z'))).toBe(false);
    expect(isSendingHour(new Date('2026-11-28T18:59:00Z'))).toBe(true); // 19:59
    expect(isSendingHour(new Date('2026-11-28T19:00:00Z'))).toBe(false); // 20:00
    expect(isSendingHour(new Date('2026-07-04T07:00:00Z'))).toBe(true); // 09:00 CEST
    expect(nextSendingInstant(new Date('2026-11-28T20:30:00Z'))).toEqual(new Date('2026-11-29T08:00:00Z'));
    expect(nextSendingInstant(new Date('2026-11-29T05:00:00Z'))).toEqual(new Date('2026-11-29T08:00:00Z'));
    expect(nextSendingInstant(new Date('2026-03-28T22:00:00Z'))).toEqual(new Date('2026-03-29T07:00:00Z'));
  });
});

describe('caps and texts', () => {
  it('lets one more message through only under both caps', () => {
    const caps = { per_day: 1, per_week: 2 };
    expect(withinCaps({ today: 0, thisWeek: 1 }, caps)).toBe(true);
    expect(withinCaps({ today: 1, thisWeek: 1 }, caps)).toBe(false);
    expect(withinCaps({ today: 0, thisWeek: 2 }, caps)).toBe(false);
  });
  it('fills known placeholders and leaves others', () => {
    expect(fillPlaceholders('{name}, {weeks} semaines {unknown}', { name: 'Léa', weeks: 3 })).toBe(
      'Léa, 3 semaines {unknown}',
    );
  });
});

describe('lift with Newcombe’s interval', () => {
  it('matches a hand-computed table', () => {
    // Newcombe (1998), table II example (a): 56/70 against 48/80 (published: 0.0524 to 0.3339).
    expect(liftWithInterval({ returned: 56, total: 70 }, { returned: 48, total: 80 })).toEqual({
      lift: 20,
      low: 5.24,
      high: 33.39,
      significant: true,
    });
    // Example (b): 9/10 against 3/10 (published: 0.1705 to 0.8090).
    const b = liftWithInterval({ returned: 9, total: 10 }, { returned: 3, total: 10 })!;
    expect([b.lift, b.low, b.high]).toEqual([60, 17.05, 80.9]);
    // An interval that includes 0 is not yet significant.
    expect(liftWithInterval({ returned: 11, total: 100 }, { returned: 9, total: 100 })?.significant).toBe(
      false,
    );
    expect(liftWithInterval({ returned: 1, total: 10 }, { returned: 0, total: 0 })).toBeNull();
  });
});

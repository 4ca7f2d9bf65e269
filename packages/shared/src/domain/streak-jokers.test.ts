import { describe, expect, it } from 'vitest';
import { applyJokers, jokerPurchaseRefusal, jokersAfterWash, MAX_JOKERS } from './streak-jokers';
import { weeklyStreakAfterWash } from './streaks';

describe('applyJokers', () => {
  const streak = { count: 5, last: '2026-11-09' };
  it('spends nothing while the streak is alive (this week or last week)', () => {
    expect(applyJokers(streak, 2, '2026-11-09')).toEqual({ streak, jokers: 2, savedWeeks: [] });
    expect(applyJokers(streak, 2, '2026-11-16')).toEqual({ streak, jokers: 2, savedWeeks: [] });
  });
  it('covers one empty week with one joker and keeps the count', () => {
    expect(applyJokers(streak, 2, '2026-11-23')).toEqual({
      streak: { count: 5, last: '2026-11-16' },
      jokers: 1,
      savedWeeks: ['2026-11-16'],
    });
  });
  it('covers two empty weeks with two jokers, across the October DST change', () => {
    expect(applyJokers({ count: 3, last: '2026-10-12' }, 2, '2026-11-02')).toEqual({
      streak: { count: 3, last: '2026-10-26' },
      jokers: 0,
      savedWeeks: ['2026-10-19', '2026-10-26'],
    });
  });
  it('keeps the jokers when they cannot save the streak', () => {
    expect(applyJokers(streak, 1, '2026-11-30')).toEqual({ streak, jokers: 1, savedWeeks: [] });
    expect(applyJokers(streak, 0, '2026-11-23').savedWeeks).toEqual([]);
    expect(applyJokers({ count: 0, last: '2026-11-09' }, 2, '2026-11-23').savedWeeks).toEqual([]);
    expect(applyJokers({ count: 0, last: null }, 2, '2026-11-23').savedWeeks).toEqual([]);
  });
  it('a saved week lets the next wash grow the streak', () => {
    const saved = applyJokers(streak, 1, '2026-11-23').streak;
    expect(weeklyStreakAfterWash(saved, '2026-11-23')).toEqual({ count: 6, last: '2026-11-23' });
  });
});

describe('jokersAfterWash', () => {
  it('earns one each time the streak reaches a multiple of the operator’s weeks', () => {
    const three = { count: 3, last: '2026-11-09' };
    const four = { count: 4, last: '2026-11-16' };
    expect(jokersAfterWash(three, four, 0, 4)).toBe(1);
    expect(jokersAfterWash(four, { count: 8, last: '2026-12-14' }, 1, 4)).toBe(2);
    expect(jokersAfterWash(three, four, MAX_JOKERS, 4)).toBe(MAX_JOKERS);
  });
  it('earns nothing for a second wash the same week, off the multiple, or when the operator set 0', () => {
    const four = { count: 4, last: '2026-11-16' };
    expect(jokersAfterWash(four, four, 0, 4)).toBe(0);
    expect(jokersAfterWash({ count: 4, last: '2026-11-16' }, { count: 5, last: '2026-11-23' }, 0, 4)).toBe(0);
    expect(jokersAfterWash({ count: 3, last: '2026-11-09' }, four, 0, 0)).toBe(0);
  });
  it('a streak of one week earns when the operator set 1', () => {
    expect(jokersAfterWash({ count: 0, last: null }, { count: 1, last: '2026-11-16' }, 0, 1)).toBe(1);
    expect(jokersAfterWash({ count: 1, last: '2026-11-16' }, { count: 1, last: '2026-11-16' }, 1, 1)).toBe(1);
  });
});

describe('jokerPurchaseRefusal', () => {
  it('refuses at two jokers, when not for sale, and without enough points', () => {
    expect(jokerPurchaseRefusal({ jokers: 2, price: 100, totalPoints: 500 })).toBe('full');
    expect(jokerPurchaseRefusal({ jokers: 0, price: 0, totalPoints: 500 })).toBe('not_for_sale');
    expect(jokerPurchaseRefusal({ jokers: 1, price: 100, totalPoints: 99 })).toBe('not_enough_points');
    expect(jokerPurchaseRefusal({ jokers: 1, price: 100, totalPoints: 100 })).toBeNull();
  });
});

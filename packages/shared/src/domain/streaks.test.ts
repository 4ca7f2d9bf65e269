import { describe, expect, it } from 'vitest';
import frenchNames from '../i18n/names/fr-CH';
import {
  STREAK_EMOJI,
  currentDailyStreak,
  currentWeeklyStreak,
  dailyStreakAfterWash,
  streaksFromDays,
  streakTier,
  tierReachedAt,
  unlockedAnimations,
  weeklyStreakAfterWash,
} from './streaks';
import { weekStartOfDay } from './zurich-time';

describe('daily streak', () => {
  it('starts at 1, grows on consecutive days, holds within a day, restarts after a gap', () => {
    let streak = dailyStreakAfterWash({ count: 0, last: null }, '2026-11-16');
    expect(streak).toEqual({ count: 1, last: '2026-11-16' });
    streak = dailyStreakAfterWash(streak, '2026-11-16');
    expect(streak.count).toBe(1);
    streak = dailyStreakAfterWash(streak, '2026-11-17');
    streak = dailyStreakAfterWash(streak, '2026-11-18');
    expect(streak.count).toBe(3);
    expect(dailyStreakAfterWash(streak, '2026-11-20')).toEqual({ count: 1, last: '2026-11-20' });
  });
  it('reads as alive today and yesterday, 0 after', () => {
    const stored = { count: 5, last: '2026-11-18' };
    expect(currentDailyStreak(stored, '2026-11-18')).toBe(5);
    expect(currentDailyStreak(stored, '2026-11-19')).toBe(5);
    expect(currentDailyStreak(stored, '2026-11-20')).toBe(0);
    expect(currentDailyStreak({ count: 0, last: null }, '2026-11-20')).toBe(0);
  });
  it('crosses month ends and DST days as plain calendar days', () => {
    const days = ['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01'];
    expect(streaksFromDays(days, weekStartOfDay).daily.count).toBe(5);
  });
});

describe('weekly streak', () => {
  it('counts consecutive weeks, alive this week or last week', () => {
    let weekly = weeklyStreakAfterWash({ count: 0, last: null }, '2026-11-02');
    weekly = weeklyStreakAfterWash(weekly, '2026-11-09');
    weekly = weeklyStreakAfterWash(weekly, '2026-11-09');
    weekly = weeklyStreakAfterWash(weekly, '2026-11-16');
    expect(weekly).toEqual({ count: 3, last: '2026-11-16' });
    expect(currentWeeklyStreak(weekly, '2026-11-16')).toBe(3);
    expect(currentWeeklyStreak(weekly, '2026-11-23')).toBe(3);
    expect(currentWeeklyStreak(weekly, '2026-11-30')).toBe(0);
    expect(weeklyStreakAfterWash(weekly, '2026-11-30')).toEqual({ count: 1, last: '2026-11-30' });
  });
  it('rebuilds daily, weekly and longest weekly streaks from a history', () => {
    const days = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-11-02', '2026-11-09', '2026-11-10'];
    const result = streaksFromDays(days, weekStartOfDay);
    expect(result.daily).toEqual({ count: 2, last: '2026-11-10' });
    expect(result.weekly).toEqual({ count: 2, last: '2026-11-09' });
    expect(result.longestWeekly).toBe(3);
  });
});

describe('tiers', () => {
  it.each([
    [0, null, []],
    [1, 'basic', []],
    [2, 'sparkles', ['sparkles']],
    [3, 'sparkles', ['sparkles']],
    [4, 'fireworks', ['sparkles', 'fireworks']],
    [7, 'fireworks', ['sparkles', 'fireworks']],
    [8, 'rainbow', ['sparkles', 'fireworks', 'rainbow']],
    [11, 'rainbow', ['sparkles', 'fireworks', 'rainbow']],
    [12, 'explosion', ['sparkles', 'fireworks', 'rainbow', 'explosion']],
    [23, 'explosion', ['sparkles', 'fireworks', 'rainbow', 'explosion']],
    [24, 'legendary', ['sparkles', 'fireworks', 'rainbow', 'explosion', 'legendary']],
  ])('%i weeks: tier %s, animations %j', (weeks, tier, animations) => {
    expect(streakTier(weeks)).toBe(tier);
    expect(unlockedAnimations(weeks)).toEqual(animations);
  });
  it('names the tier reached exactly at its threshold only', () => {
    expect(tierReachedAt(2)).toBe('sparkles');
    expect(tierReachedAt(3)).toBeNull();
    expect(tierReachedAt(24)).toBe('legendary');
  });
  it('names every tier (the catalogs give the words, in each language)', () => {
    expect(Object.keys(frenchNames.programme.streakTiers).sort()).toEqual(Object.keys(STREAK_EMOJI).sort());
  });
});

import { describe, expect, it } from 'vitest';
import type { Campaign } from './campaigns';
import { DEFAULT_POINTS_SCALE } from './points-scale';
import { computeWashPoints, isOffPeak, isWeekend, streakBonusPercent, type WashPointsInput } from './washes';

const scale = DEFAULT_POINTS_SCALE;
/** A wash at Saint-Blaise with the spec's scale, no campaign. */
const wash = (input: Pick<WashPointsInput, 'washType' | 'instant' | 'streakDays' | 'levelBefore'>) =>
  computeWashPoints({ ...input, station: 'Saint-Blaise', scale });

// Wednesday 18 November 2026 and Saturday 21 November 2026 (winter: Zurich = UTC+1).
const wednesdayAt = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 18, hour - 1, minute));
const saturdayAt = (hour: number) => new Date(Date.UTC(2026, 10, 21, hour - 1, 0));

describe('off-peak and weekend', () => {
  it.each([
    [8, 59, true],
    [9, 0, false],
    [18, 0, false],
    [18, 59, false],
    [19, 0, true],
    [0, 1, true],
    [23, 59, true],
  ])('%i:%i Zurich off-peak is %s', (hour, minute, expected) => {
    expect(isOffPeak(wednesdayAt(hour, minute))).toBe(expected);
  });
  it('reads the hour in Zurich time, also in summer', () => {
    // 07:30 UTC on 15 July is 09:30 in Zurich: peak.
    expect(isOffPeak(new Date('2026-07-15T07:30:00Z'))).toBe(false);
    expect(isOffPeak(new Date('2026-07-15T06:59:00Z'))).toBe(true);
  });
  it('knows Saturday and Sunday in Zurich', () => {
    expect(isWeekend(saturdayAt(12))).toBe(true);
    expect(isWeekend(new Date('2026-11-22T22:59:00Z'))).toBe(true); // Sunday 23:59
    expect(isWeekend(new Date('2026-11-22T23:00:00Z'))).toBe(false); // Monday 00:00
    expect(isWeekend(new Date('2026-11-20T22:59:00Z'))).toBe(false); // Friday 23:59
    expect(isWeekend(new Date('2026-11-20T23:00:00Z'))).toBe(true); // Saturday 00:00
  });
});

describe('streakBonusPercent', () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 25],
    [6, 25],
    [7, 50],
    [40, 50],
  ])('a %i-day streak adds %d %%', (days, percent) => {
    expect(streakBonusPercent(days, scale)).toBe(percent);
  });
  it("follows the operator's rates", () => {
    const custom = { ...scale, streak_short_percent: 10, streak_long_percent: 100 };
    expect(streakBonusPercent(4, custom)).toBe(10);
    expect(streakBonusPercent(9, custom)).toBe(100);
  });
});

describe('computeWashPoints', () => {
  it('gives the base points at a peak hour on a weekday', () => {
    expect(wash({ washType: 'standard', instant: wednesdayAt(12), streakDays: 1, levelBefore: 1 })).toEqual({
      points: 15,
      bonuses: [],
      breakdown: { base: 15, offPeak: 0, weekend: 0, streak: 0, level: 0, campaign: 0 },
      campaigns: [],
    });
    expect(
      wash({ washType: 'premium', instant: wednesdayAt(12), streakDays: 1, levelBefore: 1 }).points,
    ).toBe(25);
  });

  it('adds off-peak and weekend before the streak percentage', () => {
    // Saturday 08:00: 15 + 10 + 5 = 30; streak 3 days: +floor(30 × 25 %) = 7.
    const result = wash({
      washType: 'standard',
      instant: saturdayAt(8),
      streakDays: 3,
      levelBefore: 1,
    });
    expect(result.points).toBe(37);
    expect(result.bonuses).toEqual(['off_peak', 'weekend', 'streak']);
  });

  it('rounds the streak bonus down and adds the level bonus last', () => {
    // Weekday 19:00: 15 + 10 = 25; 7-day streak: +floor(12.5) = 12; level 10: +floor(4.5) = 4.
    const result = wash({
      washType: 'standard',
      instant: wednesdayAt(19),
      streakDays: 7,
      levelBefore: 10,
    });
    expect(result.breakdown).toEqual({
      base: 15,
      offPeak: 10,
      weekend: 0,
      streak: 12,
      level: 4,
      campaign: 0,
    });
    expect(result.points).toBe(41);
    expect(result.bonuses).toEqual(['off_peak', 'streak', 'level']);
  });

  it.each([
    [2, 15],
    [3, 18],
    [6, 18],
    [7, 22],
  ])('a %i-day streak at a peak weekday hour gives %i', (streakDays, points) => {
    expect(wash({ washType: 'standard', instant: wednesdayAt(10), streakDays, levelBefore: 1 }).points).toBe(
      points,
    );
  });

  it('lists the level bonus only when it gives points', () => {
    expect(
      wash({ washType: 'standard', instant: wednesdayAt(10), streakDays: 1, levelBefore: 2 }).bonuses,
    ).toEqual([]);
    expect(
      wash({ washType: 'standard', instant: wednesdayAt(10), streakDays: 1, levelBefore: 3 }).bonuses,
    ).toEqual(['level']);
  });

  it("pays the operator's amounts, never the spec's when they differ", () => {
    const custom = { ...scale, wash_standard: 30, off_peak: 0, weekend: 20, streak_short_percent: 50 };
    // Saturday 08:00: 30 + 0 + 20 = 50; 3-day streak at 50 %: +25.
    const result = computeWashPoints({
      washType: 'standard',
      instant: saturdayAt(8),
      streakDays: 3,
      levelBefore: 1,
      station: 'Cernier I',
      scale: custom,
    });
    expect(result.breakdown).toMatchObject({ base: 30, offPeak: 0, weekend: 20, streak: 25 });
    expect(result.points).toBe(75);
    expect(result.bonuses).toEqual(['weekend', 'streak']);
  });

  it('applies a campaign after every other bonus and names it', () => {
    const double: Campaign = {
      id: 'c1',
      name: 'Double Saint-Blaise',
      kind: 'multiplier',
      value: 200,
      starts_at: '2026-11-01T00:00:00Z',
      ends_at: '2026-12-01T00:00:00Z',
      stations: ['Saint-Blaise'],
      weekdays: [],
      from_minute: null,
      to_minute: null,
    };
    const atSaintBlaise = computeWashPoints({
      washType: 'standard',
      instant: wednesdayAt(19),
      streakDays: 7,
      levelBefore: 10,
      station: 'Saint-Blaise',
      scale,
      campaigns: [double],
    });
    // 41 without the campaign (above), ×2.
    expect(atSaintBlaise.points).toBe(82);
    expect(atSaintBlaise.breakdown.campaign).toBe(41);
    expect(atSaintBlaise.bonuses).toEqual(['off_peak', 'streak', 'level', 'campaign']);
    expect(atSaintBlaise.campaigns).toEqual([{ id: 'c1', name: 'Double Saint-Blaise' }]);
    const elsewhere = computeWashPoints({
      washType: 'standard',
      instant: wednesdayAt(19),
      streakDays: 7,
      levelBefore: 10,
      station: 'Cernier I',
      scale,
      campaigns: [double],
    });
    expect(elsewhere.points).toBe(41);
    expect(elsewhere.campaigns).toEqual([]);
  });
});

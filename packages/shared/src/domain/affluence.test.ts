import { describe, expect, it } from 'vitest';
import {
  AFFLUENCE_MIN_HISTORY_WASHES,
  loadLevel,
  nowLevel,
  quieterOffPeakHour,
  stationAffluence,
  usualLevels,
} from './affluence';

describe('affluence', () => {
  it('turns a load into a level at 0.5 and 1', () => {
    expect(loadLevel(0)).toBe('calm');
    expect(loadLevel(0.4999)).toBe('calm');
    expect(loadLevel(0.5)).toBe('moderate');
    expect(loadLevel(0.9999)).toBe('moderate');
    expect(loadLevel(1)).toBe('busy');
    expect(loadLevel(7)).toBe('busy');
  });

  it('now: members seen in 20 minutes over twice the bays', () => {
    // 2 bays serve 4 washes in 20 minutes: 2 is half, 4 is full.
    expect(nowLevel(3, 4)).toBe('calm'); // 3 / 8
    expect(nowLevel(4, 4)).toBe('moderate'); // 4 / 8
    expect(nowLevel(7, 4)).toBe('moderate');
    expect(nowLevel(8, 4)).toBe('busy');
    expect(nowLevel(3, 3)).toBe('moderate'); // 3 / 6
    expect(nowLevel(6, 3)).toBe('busy');
  });

  it('never tells one or two members apart from nobody', () => {
    // One bay: two members would be a full load, yet it stays calm until a third.
    expect(nowLevel(1, 1)).toBe('calm');
    expect(nowLevel(2, 1)).toBe('calm');
    expect(nowLevel(3, 1)).toBe('busy');
    const usual = usualLevels([2, ...Array<number>(23).fill(0)], 1, 1);
    expect(usual[0]).toEqual({ hour: 0, level: 'calm' });
  });

  it('usual: an hour’s average over the weeks, over six times the bays', () => {
    const totals = Array<number>(24).fill(0);
    // 2 bays serve 12 washes an hour; over 8 weeks half is 48 washes, full is 96.
    totals[9] = 47;
    totals[10] = 48;
    totals[11] = 95;
    totals[12] = 96;
    const levels = usualLevels(totals, 8, 2);
    expect(levels).toHaveLength(24);
    expect(levels.map((entry) => entry.hour)).toEqual([...Array(24).keys()]);
    expect(levels[9]?.level).toBe('calm');
    expect(levels[10]?.level).toBe('moderate');
    expect(levels[11]?.level).toBe('moderate');
    expect(levels[12]?.level).toBe('busy');
    expect(levels[13]?.level).toBe('calm');
  });

  it('shows nothing for a station with fewer than 50 washes in 8 weeks', () => {
    const input = { membersSeen: 9, hourTotals: Array<number>(24).fill(2), bays: 2 };
    expect(stationAffluence({ ...input, historyWashes: AFFLUENCE_MIN_HISTORY_WASHES - 1 })).toEqual({
      now: null,
      usual: null,
    });
    const shown = stationAffluence({ ...input, historyWashes: AFFLUENCE_MIN_HISTORY_WASHES });
    expect(shown.now).toBe('busy');
    expect(shown.usual).toHaveLength(24);
  });

  it('points a busy moment to the first calmer off-peak hour', () => {
    const usual = usualLevels(Array<number>(24).fill(0), 8, 2);
    const busy = { now: 'busy' as const, usual };
    expect(quieterOffPeakHour(busy, 17)).toBe(19);
    expect(quieterOffPeakHour({ ...busy, now: 'moderate' }, 17)).toBeNull();
    // Already off-peak (the bonus applies now): no hint.
    expect(quieterOffPeakHour(busy, 8)).toBeNull();
    expect(quieterOffPeakHour(busy, 20)).toBeNull();
    // 19 h usually busy too: 20 h.
    const busyAtSeven = usual.map((entry) =>
      entry.hour === 19 ? { ...entry, level: 'busy' as const } : entry,
    );
    expect(quieterOffPeakHour({ now: 'busy', usual: busyAtSeven }, 12)).toBe(20);
  });
});

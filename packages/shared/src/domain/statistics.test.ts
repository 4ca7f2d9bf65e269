import { describe, expect, it } from 'vitest';
import { chartStep, statisticsRange, trendPercent } from './statistics';

describe('statistics periods', () => {
  it('compares each period with the one just before it, of the same length', () => {
    expect(statisticsRange('today', '2026-11-26')).toEqual({
      current: { from: '2026-11-26', to: '2026-11-26' },
      previous: { from: '2026-11-25', to: '2026-11-25' },
    });
    expect(statisticsRange('7d', '2026-11-26')).toEqual({
      current: { from: '2026-11-20', to: '2026-11-26' },
      previous: { from: '2026-11-13', to: '2026-11-19' },
    });
    expect(statisticsRange('30d', '2026-03-01').previous).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(statisticsRange('custom', '2026-11-26', { from: '2026-10-01', to: '2026-10-31' })).toEqual({
      current: { from: '2026-10-01', to: '2026-10-31' },
      previous: { from: '2026-08-31', to: '2026-09-30' },
    });
  });

  it('compares this year with the same days of last year, 29 February included', () => {
    expect(statisticsRange('year', '2026-11-26')).toEqual({
      current: { from: '2026-01-01', to: '2026-11-26' },
      previous: { from: '2025-01-01', to: '2025-11-26' },
    });
    expect(statisticsRange('year', '2028-02-29').previous).toEqual({ from: '2027-01-01', to: '2027-02-28' });
  });

  it('gives the trend in percent, none from zero', () => {
    expect(trendPercent(15, 10)).toBe(50);
    expect(trendPercent(5, 10)).toBe(-50);
    expect(trendPercent(0, 0)).toBe(0);
    expect(trendPercent(3, 0)).toBeNull();
    expect(trendPercent(2, 3)).toBe(-33);
  });

  it('charts up to 62 days by day, longer ranges by month', () => {
    expect(chartStep({ from: '2026-10-01', to: '2026-12-01' })).toBe('day');
    expect(chartStep({ from: '2026-10-01', to: '2026-12-02' })).toBe('month');
  });
});

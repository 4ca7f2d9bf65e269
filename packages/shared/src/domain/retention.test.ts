import { describe, expect, it } from 'vitest';
import { addMonths, cohortGrid, isAtRisk, median, monthsBetween } from './retention';

describe('retention rules', () => {
  it('counts months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(monthsBetween('2025-12', '2026-02')).toBe(2);
    expect(monthsBetween('2026-02', '2025-12')).toBe(-2);
  });

  it('builds 12 cohorts ending this month, with shares of the following months and null for the future', () => {
    const grid = cohortGrid(
      [
        { cohort: '2026-09', month: '2026-09', members: 4 },
        { cohort: '2026-09', month: '2026-10', members: 3 },
        { cohort: '2026-09', month: '2026-11', members: 1 },
        { cohort: '2026-11', month: '2026-11', members: 2 },
        { cohort: '2025-12', month: '2025-12', members: 5 },
        { cohort: '2025-12', month: '2026-11', members: 1 },
        // Older than the grid: not shown.
        { cohort: '2025-10', month: '2025-10', members: 9 },
      ],
      '2026-11',
    );
    expect(grid.map((row) => row.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const september = grid[9]!;
    expect(september.size).toBe(4);
    expect(september.rates).toEqual([0.75, 0.25, ...Array(10).fill(null)]);
    // A month without new members: no shares at all.
    expect(grid[10]).toEqual({ month: '2026-10', size: 0, rates: Array(12).fill(null) });
    expect(grid[11]).toEqual({ month: '2026-11', size: 2, rates: Array(12).fill(null) });
    // A year-old cohort is followed over all 11 months that have begun.
    expect(grid[0]!.rates).toEqual([...Array(10).fill(0), 0.2, null]);
  });

  it('takes a member as at risk only past one and a half usual intervals', () => {
    expect(isAtRisk(15, 10)).toBe(false);
    expect(isAtRisk(16, 10)).toBe(true);
    expect(isAtRisk(11, 7)).toBe(true);
  });

  it('answers the median of odd and even counts', () => {
    expect(median([])).toBeNull();
    expect(median([7, 1, 3])).toBe(3);
    expect(median([7, 1, 3, 10])).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { isBirthday, isBirthdayOn } from './reminders';

describe('birthday', () => {
  it('accepts a real day and month only', () => {
    for (const valid of ['01-01', '02-29', '04-30', '12-31']) expect(isBirthday(valid)).toBe(true);
    for (const invalid of ['00-10', '13-01', '02-30', '04-31', '1-01', '2026-01-01', '12-00', 'ab-cd', ''])
      expect(isBirthday(invalid)).toBe(false);
  });
  it('falls on its day, and 29 February on the 28th in other years', () => {
    expect(isBirthdayOn('11-28', '2026-11-28')).toBe(true);
    expect(isBirthdayOn('11-28', '2026-11-29')).toBe(false);
    expect(isBirthdayOn('02-29', '2027-02-28')).toBe(true);
    expect(isBirthdayOn('02-29', '2028-02-28')).toBe(false);
    expect(isBirthdayOn('02-29', '2028-02-29')).toBe(true);
    expect(isBirthdayOn('02-29', '2100-02-28')).toBe(true);
  });
});

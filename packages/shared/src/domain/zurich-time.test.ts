import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  weekStartOfDay,
  zurichDay,
  zurichInstant,
  zurichMidnight,
  zurichParts,
  zurichPeriod,
  zurichWeekStart,
} from './zurich-time';

describe('zurichDay', () => {
  it('splits days at Zurich midnight, not UTC midnight (winter, UTC+1)', () => {
    expect(zurichDay(new Date('2026-01-14T22:59:00Z'))).toBe('2026-01-14'); // 23:59 Zurich
    expect(zurichDay(new Date('2026-01-14T23:00:00Z'))).toBe('2026-01-15'); // 00:00 Zurich
    expect(zurichDay(new Date('2026-01-14T23:01:00Z'))).toBe('2026-01-15'); // 00:01 Zurich
  });
  it('splits days at Zurich midnight in summer (UTC+2)', () => {
    expect(zurichDay(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14'); // 23:59
    expect(zurichDay(new Date('2026-07-14T22:01:00Z'))).toBe('2026-07-15'); // 00:01
  });
  it('handles the spring-forward day (29 March 2026: 02:00 → 03:00)', () => {
    expect(zurichParts(new Date('2026-03-29T00:59:00Z')).hour).toBe(1);
    expect(zurichParts(new Date('2026-03-29T01:00:00Z')).hour).toBe(3);
    expect(zurichDay(new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(zurichDay(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(zurichDay(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29'); // 23:59 CEST
    expect(zurichDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });
  it('handles the fall-back day (25 October 2026: 03:00 → 02:00)', () => {
    expect(zurichDay(new Date('2026-10-24T21:59:00Z'))).toBe('2026-10-24');
    expect(zurichDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(zurichParts(new Date('2026-10-25T00:30:00Z')).hour).toBe(2); // first 02:30
    expect(zurichParts(new Date('2026-10-25T01:30:00Z')).hour).toBe(2); // second 02:30
    expect(zurichDay(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25'); // 23:59 CET
    expect(zurichDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });
});

describe('zurichInstant', () => {
  it('reads a wall-clock time in Zurich, winter and summer, on both DST days', () => {
    expect(zurichInstant('2026-12-01', 14 * 60).toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(zurichInstant('2026-07-01', 14 * 60).toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(zurichInstant('2026-03-29', 60).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(zurichInstant('2026-03-29', 3 * 60).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zurichInstant('2026-10-25', 14 * 60).toISOString()).toBe('2026-10-25T13:00:00.000Z');
    expect(zurichInstant('2026-10-24', 23 * 60).toISOString()).toBe('2026-10-24T21:00:00.000Z');
    for (const day of ['2026-01-15', '2026-03-29', '2026-10-25', '2026-12-31'])
      expect(zurichInstant(day, 0).getTime()).toBe(zurichMidnight(day).getTime());
  });
});

describe('zurichMidnight', () => {
  it.each([
    ['2026-01-15', '2026-01-14T23:00:00.000Z'],
    ['2026-07-15', '2026-07-14T22:00:00.000Z'],
    ['2026-03-29', '2026-03-28T23:00:00.000Z'],
    ['2026-03-30', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z'],
    ['2026-10-26', '2026-10-25T23:00:00.000Z'],
  ])('%s starts at %s', (day, instant) => {
    expect(zurichMidnight(day).toISOString()).toBe(instant);
  });
  it('makes the DST days 23 and 25 hours long', () => {
    expect(zurichMidnight('2026-03-30').getTime() - zurichMidnight('2026-03-29').getTime()).toBe(
      23 * 3600_000,
    );
    expect(zurichMidnight('2026-10-26').getTime() - zurichMidnight('2026-10-25').getTime()).toBe(
      25 * 3600_000,
    );
  });
});

describe('weeks and months', () => {
  it('starts weeks on Monday 00:00 Zurich', () => {
    expect(zurichWeekStart(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-16'); // Sunday 23:59
    expect(zurichWeekStart(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23'); // Monday 00:00
    expect(weekStartOfDay('2026-11-22')).toBe('2026-11-16');
    expect(weekStartOfDay('2026-11-23')).toBe('2026-11-23');
  });
  it('gives [start, end) of the week across the fall-back change', () => {
    const { start, end } = zurichPeriod('week', new Date('2026-10-25T12:00:00Z'));
    expect(start.toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
  it('gives [start, end) of the month, December rolling into January', () => {
    const { start, end } = zurichPeriod('month', new Date('2026-12-31T22:59:00Z'));
    expect(start.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(zurichPeriod('month', new Date('2026-12-31T23:00:00Z')).start.toISOString()).toBe(
      '2026-12-31T23:00:00.000Z',
    );
  });
  it('does date arithmetic across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});

describe('zurichParts', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  });
  const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
  function fromIntl(instant: Date) {
    const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
    return {
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
      hour: Number(parts.hour),
      minute: Number(parts.minute),
      second: Number(parts.second),
      weekday: weekdays[parts.weekday ?? ''],
    };
  }

  it('agrees with the platform time-zone data every hour from 2020 to 2040', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2020, 0, 1); time < Date.UTC(2041, 0, 1); time += 3_600_000 + 17_000) {
      const instant = new Date(time);
      const expected = fromIntl(instant);
      const actual = zurichParts(instant);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) mismatches.push(instant.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('gives zurichDay the same day as the platform, asked in order, backwards and at random', () => {
    const dayOf = (instant: Date) => {
      const { year, month, day } = fromIntl(instant);
      return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    };
    // Every 7 minutes around both DST days and a new year: the remembered day is reused
    // inside its span and never past a midnight or an offset change.
    const instants: number[] = [];
    for (const [from, to] of [
      [Date.UTC(2026, 2, 27), Date.UTC(2026, 2, 31)],
      [Date.UTC(2026, 9, 23), Date.UTC(2026, 9, 27)],
      [Date.UTC(2026, 11, 30), Date.UTC(2027, 0, 2)],
    ] as const) {
      for (let time = from; time < to; time += 7 * 60_000) instants.push(time);
    }
    let seed = 7;
    const shuffled = [...instants].sort(() => ((seed = (seed * 16807) % 2147483647) % 3) - 1);
    const mismatches: string[] = [];
    for (const time of [...instants, ...[...instants].reverse(), ...shuffled]) {
      const instant = new Date(time);
      if (zurichDay(instant) !== dayOf(instant)) mismatches.push(instant.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('changes offset at 01:00 UTC exactly on both DST days', () => {
    for (const iso of [
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:59:59Z',
      '2026-10-25T01:00:00Z',
    ]) {
      expect(zurichParts(new Date(iso))).toEqual(fromIntl(new Date(iso)));
    }
    expect(zurichParts(new Date('2026-03-29T01:00:00Z')).hour).toBe(3);
    expect(zurichParts(new Date('2026-10-25T01:00:00Z')).hour).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import {
  freeStationId,
  isOpenAt,
  openingHoursValid,
  parseSpansText,
  sameStationName,
  spansText,
  stationSlug,
  type OpeningHours,
} from './stations';

const week: OpeningHours = {
  mon: [['06:00', '22:00']],
  tue: [['06:00', '22:00']],
  wed: [['06:00', '22:00']],
  thu: [['06:00', '22:00']],
  fri: [['06:00', '22:00']],
  sat: [
    ['07:00', '12:00'],
    ['13:00', '24:00'],
  ],
  sun: [],
};

describe('opening hours', () => {
  it('accepts a week of ordered spans, a closed day, and 24:00 as the end of the day', () => {
    expect(openingHoursValid(week)).toBe(true);
  });

  it.each([
    ['a missing day', { ...week, sun: undefined }],
    ['an unknown day', { ...week, fun: [] }],
    ['an end before the start', { ...week, mon: [['22:00', '06:00']] }],
    [
      'overlapping spans',
      {
        ...week,
        mon: [
          ['06:00', '12:00'],
          ['11:00', '14:00'],
        ],
      },
    ],
    ['an hour past 24', { ...week, mon: [['06:00', '25:00']] }],
    ['a start at 24:00', { ...week, mon: [['24:00', '24:00']] }],
    ['a span of three times', { ...week, mon: [['06:00', '08:00', '09:00']] }],
    [
      'five spans in a day',
      {
        ...week,
        mon: [
          ['01:00', '02:00'],
          ['03:00', '04:00'],
          ['05:00', '06:00'],
          ['07:00', '08:00'],
          ['09:00', '10:00'],
        ],
      },
    ],
    ['a list', []],
    ['text', 'tous les jours'],
  ])('refuses %s', (_case, hours) => {
    expect(openingHoursValid(hours)).toBe(false);
  });

  it('tells whether a station is open at a Zurich weekday and minute; null is 24/7', () => {
    expect(isOpenAt(week, 1, 6 * 60)).toBe(true);
    expect(isOpenAt(week, 1, 22 * 60)).toBe(false);
    expect(isOpenAt(week, 6, 12 * 60 + 30)).toBe(false);
    expect(isOpenAt(week, 6, 23 * 60 + 59)).toBe(true);
    expect(isOpenAt(week, 7, 12 * 60)).toBe(false);
    expect(isOpenAt(null, 7, 3 * 60)).toBe(true);
  });

  it('reads a weekday as typed in the admin form, and writes it back', () => {
    expect(parseSpansText('6:00 - 22:00')).toEqual([['06:00', '22:00']]);
    expect(parseSpansText('07h00–12h00, 13:00-24:00')).toEqual([
      ['07:00', '12:00'],
      ['13:00', '24:00'],
    ]);
    expect(parseSpansText('  ')).toEqual([]);
    expect(parseSpansText('matin')).toBeNull();
    expect(spansText(week.sat)).toBe('07:00-12:00, 13:00-24:00');
  });
});

describe('station names and ids', () => {
  it('makes an id from the name, free among the taken ones', () => {
    expect(stationSlug('Neuchâtel Gare')).toBe('neuchatel-gare');
    expect(stationSlug('!!!')).toBe('station');
    expect(freeStationId('Cernier I', new Set(['cernier-i', 'cernier-i-2']))).toBe('cernier-i-3');
  });

  it('treats names that differ by case, accents or spaces as the same', () => {
    expect(sameStationName('Saint-Blaise', ' saint-blaise ')).toBe(true);
    expect(sameStationName('Neuchâtel  Gare', 'neuchatel gare')).toBe(true);
    expect(sameStationName('Cernier I', 'Cernier II')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { applyCampaigns, campaignApplies, campaignValueLabel, type Campaign } from './campaigns';

const december: Campaign = {
  id: 'dec',
  name: '×2 à Saint-Blaise',
  kind: 'multiplier',
  value: 200,
  // December in Zurich: from 1 December 00:00 (UTC+1) to 1 January 00:00.
  starts_at: '2026-11-30T23:00:00.000Z',
  ends_at: '2026-12-31T23:00:00.000Z',
  stations: ['Saint-Blaise'],
  // Weekdays, 14:00–16:00.
  weekdays: [1, 2, 3, 4, 5],
  from_minute: 14 * 60,
  to_minute: 16 * 60,
};

/** An instant given as Zurich wall-clock time in winter (UTC+1). */
const winter = (iso: string) => new Date(`${iso}+01:00`);
/** …and in summer (UTC+2). */
const summer = (iso: string) => new Date(`${iso}+02:00`);

describe('campaignApplies', () => {
  it('holds on a weekday of December from 14:00 to 15:59 at its station only', () => {
    expect(campaignApplies(december, winter('2026-12-02T14:00:00'), 'Saint-Blaise')).toBe(true);
    expect(campaignApplies(december, winter('2026-12-02T15:59:59'), 'Saint-Blaise')).toBe(true);
    expect(campaignApplies(december, winter('2026-12-02T16:00:00'), 'Saint-Blaise')).toBe(false);
    expect(campaignApplies(december, winter('2026-12-02T13:59:59'), 'Saint-Blaise')).toBe(false);
    expect(campaignApplies(december, winter('2026-12-02T14:30:00'), 'Cernier I')).toBe(false);
    // Saturday 5 December.
    expect(campaignApplies(december, winter('2026-12-05T14:30:00'), 'Saint-Blaise')).toBe(false);
  });

  it('starts and ends at Zurich midnight, not UTC midnight', () => {
    const allDay: Campaign = { ...december, weekdays: [], from_minute: null, to_minute: null };
    expect(campaignApplies(allDay, winter('2026-11-30T23:59:59'), 'Saint-Blaise')).toBe(false);
    expect(campaignApplies(allDay, winter('2026-12-01T00:00:00'), 'Saint-Blaise')).toBe(true);
    expect(campaignApplies(allDay, winter('2026-12-31T23:59:59'), 'Saint-Blaise')).toBe(true);
    expect(campaignApplies(allDay, winter('2027-01-01T00:00:00'), 'Saint-Blaise')).toBe(false);
  });

  it('reads the hours in Zurich time on both sides of the DST change', () => {
    // Sunday 29 March 2026, clocks go 02:00 → 03:00; a campaign of 14:00–16:00 every day of
    // the last week of March and the first of April.
    const spring: Campaign = {
      ...december,
      stations: [],
      weekdays: [],
      starts_at: '2026-03-22T23:00:00.000Z',
      ends_at: '2026-04-05T22:00:00.000Z',
    };
    // Saturday before the change (UTC+1) and Monday after (UTC+2): 14:30 wall clock both.
    expect(campaignApplies(spring, winter('2026-03-28T14:30:00'), 'Cernier II')).toBe(true);
    expect(campaignApplies(spring, summer('2026-03-30T14:30:00'), 'Cernier II')).toBe(true);
    // 13:30 UTC on Monday is 15:30 in Zurich (inside), 14:30 UTC is 16:30 (outside).
    expect(campaignApplies(spring, new Date('2026-03-30T13:30:00Z'), 'Cernier II')).toBe(true);
    expect(campaignApplies(spring, new Date('2026-03-30T14:30:00Z'), 'Cernier II')).toBe(false);
    // Autumn: Sunday 25 October 2026, 03:00 → 02:00.
    const autumn: Campaign = {
      ...spring,
      starts_at: '2026-10-18T22:00:00.000Z',
      ends_at: '2026-11-01T23:00:00.000Z',
    };
    expect(campaignApplies(autumn, summer('2026-10-24T15:59:00'), 'Cernier I')).toBe(true);
    expect(campaignApplies(autumn, winter('2026-10-26T15:59:00'), 'Cernier I')).toBe(true);
    expect(campaignApplies(autumn, new Date('2026-10-26T15:30:00Z'), 'Cernier I')).toBe(false); // 16:30
  });
});

describe('applyCampaigns', () => {
  const at = winter('2026-12-02T14:30:00');
  const bonus: Campaign = {
    ...december,
    id: 'rain',
    name: 'Jour de pluie',
    kind: 'bonus',
    value: 10,
    stations: [],
  };
  const triple: Campaign = { ...december, id: 'x3', name: 'Triple', value: 300 };

  it('multiplies, then adds the bonuses', () => {
    expect(applyCampaigns(20, [december, bonus], at, 'Saint-Blaise')).toEqual({
      points: 50,
      extra: 30,
      applied: [
        { id: 'dec', name: '×2 à Saint-Blaise' },
        { id: 'rain', name: 'Jour de pluie' },
      ],
    });
    expect(applyCampaigns(20, [december, bonus], at, 'Cernier I')).toEqual({
      points: 30,
      extra: 10,
      applied: [{ id: 'rain', name: 'Jour de pluie' }],
    });
  });

  it('never goes beyond three times the points, however many campaigns stack', () => {
    expect(applyCampaigns(20, [december, triple], at, 'Saint-Blaise').points).toBe(60);
    expect(applyCampaigns(20, [triple, bonus], at, 'Saint-Blaise').points).toBe(60);
    // A bonus alone on a small wash is capped too.
    expect(applyCampaigns(4, [{ ...bonus, value: 50 }], at, 'Cernier I').points).toBe(12);
  });

  it('rounds a multiplied total down and leaves a wash outside every campaign alone', () => {
    expect(applyCampaigns(15, [{ ...december, value: 150 }], at, 'Saint-Blaise').points).toBe(22);
    expect(applyCampaigns(15, [december], winter('2026-12-02T18:00:00'), 'Saint-Blaise')).toEqual({
      points: 15,
      extra: 0,
      applied: [],
    });
  });
});

describe('campaignValueLabel', () => {
  it('reads as a member sees it', () => {
    expect(campaignValueLabel({ kind: 'multiplier', value: 200 })).toBe('×2');
    expect(campaignValueLabel({ kind: 'multiplier', value: 150 })).toBe('×1,5');
    expect(campaignValueLabel({ kind: 'bonus', value: 10 })).toBe('+10 points');
  });
});

import { describe, expect, it } from 'vitest';
import { journalLines, shownValue } from './journal';

describe('journalLines', () => {
  it('shows only the fields that changed, before → after', () => {
    expect(
      journalLines({
        before: { wash_standard: 15, off_peak: 10, badges: { first_wash: 10 } },
        after: { wash_standard: 40, off_peak: 10, badges: { first_wash: 77 } },
      }),
    ).toEqual([
      { key: 'wash_standard', before: '15', value: '40' },
      { key: 'first_wash', before: '10', value: '77' },
    ]);
  });
  it('reads a member edit and a plain action alike', () => {
    expect(
      journalLines({
        name: 'Léa',
        changed: { pseudo: { before: null, after: 'Lé' }, is_admin: { before: false, after: false } },
      }),
    ).toEqual([
      { key: 'pseudo', before: '—', value: 'Lé' },
      { key: 'name', value: 'Léa' },
    ]);
    expect(journalLines({ delta: -20, reason: 'Doublon' })).toEqual([
      { key: 'delta', value: '-20' },
      { key: 'reason', value: 'Doublon' },
    ]);
    expect(journalLines({ after: { name: 'Avent', stations: [] } })).toEqual([
      { key: 'name', value: 'Avent' },
      { key: 'stations', value: '—' },
    ]);
    expect(journalLines(null)).toEqual([]);
  });
  it('writes values in French', () => {
    expect(shownValue(true)).toBe('oui');
    expect(shownValue(['Cernier I', 'Saint-Blaise'])).toBe('Cernier I, Saint-Blaise');
  });
});

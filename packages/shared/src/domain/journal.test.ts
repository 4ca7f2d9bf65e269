import { describe, expect, it } from 'vitest';
import french from '../i18n/journal/fr-CH';
import german from '../i18n/journal/de-CH';
import { journalLines, journalText, shownValue, type JournalWords } from './journal';

const fr: JournalWords = { locale: 'fr-CH', ...french };
const de: JournalWords = { locale: 'de-CH', ...german };

describe('journalLines', () => {
  it('shows only the fields that changed, before → after', () => {
    expect(
      journalLines(
        {
          before: { wash_standard: 15, off_peak: 10, badges: { first_wash: 10 } },
          after: { wash_standard: 40, off_peak: 10, badges: { first_wash: 77 } },
        },
        fr,
      ),
    ).toEqual([
      { key: 'wash_standard', before: '15', value: '40' },
      { key: 'first_wash', before: '10', value: '77' },
    ]);
  });
  it('reads a member edit and a plain action alike', () => {
    expect(
      journalLines(
        {
          name: 'Léa',
          changed: { pseudo: { before: null, after: 'Lé' }, is_admin: { before: false, after: false } },
        },
        fr,
      ),
    ).toEqual([
      { key: 'pseudo', before: '—', value: 'Lé' },
      { key: 'name', value: 'Léa' },
    ]);
    expect(journalLines({ delta: -20, reason: 'Doublon' }, fr)).toEqual([
      { key: 'delta', value: '-20' },
      { key: 'reason', value: 'Doublon' },
    ]);
    expect(journalLines({ after: { name: 'Avent', stations: [] } }, fr)).toEqual([
      { key: 'name', value: 'Avent' },
      { key: 'stations', value: '—' },
    ]);
    expect(journalLines(null, fr)).toEqual([]);
  });
  it('writes values in French', () => {
    expect(shownValue(true, fr)).toBe('oui');
    expect(shownValue(['Cernier I', 'Saint-Blaise'], fr)).toBe('Cernier I, Saint-Blaise');
    expect(shownValue(1500, fr)).toBe('1\u202f500');
    expect(shownValue(false, de)).toBe('nein');
  });
});

describe('journalLines, as the operator reads them (issue 32)', () => {
  const lea = '0b9f3c1e-5d2a-4c1b-9a8e-1f2d3c4b5a69';
  const station = (name: string, changes: Record<string, unknown> = {}) => ({
    name,
    display_name: name,
    address: '',
    google_review_url: `https://g.page/r/${name}/review`,
    presence_required: false,
    latitude: null,
    longitude: null,
    ...changes,
  });
  it('writes a settings change per station, the changed fields only', () => {
    expect(
      journalLines(
        {
          before: { stations: [station('Cernier I'), station('Cernier II')], chat_words: ['zut'] },
          after: {
            stations: [station('Cernier I', { presence_required: true }), station('Cernier II')],
            chat_words: ['zut'],
          },
        },
        fr,
      ),
    ).toEqual([{ key: 'presence_required', group: 'Cernier I', before: 'non', value: 'oui' }]);
  });
  it('names members rather than showing their ids, and keeps the id for the link', () => {
    expect(journalLines({ user_id: lea, points_deducted: 15 }, fr, { [lea]: 'Léa Dubois' })).toEqual([
      { key: 'user_id', value: 'Léa Dubois', memberId: lea },
      { key: 'points_deducted', value: '15' },
    ]);
    expect(
      journalLines({ kind: 'washes', filters: { member: lea, q: '', from: '2026-11-01' } }, fr, {
        [lea]: 'Léa Dubois',
      }),
    ).toEqual([
      { key: 'kind', value: 'washes' },
      { key: 'member', value: 'Léa Dubois', memberId: lea },
      { key: 'from', value: '2026-11-01' },
    ]);
  });
});

describe('journalText, the CSV export’s « Détails »', () => {
  it('writes each change as the Journal tab shows it, in the operator’s language', () => {
    const station = (presence: boolean) => ({ name: 'Cernier I', presence_required: presence, bays: 2 });
    const details = {
      before: { stations: [station(false)], google_review_bonus: 50 },
      after: { stations: [station(true)], google_review_bonus: 1500 },
    };
    expect(journalText(details, fr)).toBe(
      `Cernier I · ${french.fields.presence_required}\u202f: non → oui\n${french.fields.google_review_bonus}\u202f: 50 → 1\u202f500`,
    );
    expect(journalText(details, de)).toContain(`Cernier I · ${german.fields.presence_required}: nein → ja`);
    expect(journalText(null, fr)).toBe('');
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  capCount,
  formatAge,
  formatDecimal,
  formatNumber,
  formatShortDate,
  formatZurichDate,
  formatZurichTime,
} from './format';
import { loadScreenTexts, setLocale, t } from './i18n';
import { setupI18n } from '@lingui/core';
import { LOCALES, NUMBER_LOCALE } from '@app/shared/domain/locales';
import type { CompiledCatalog } from '@app/shared/i18n/catalog';
import { formatCount, interpret } from '@app/shared/i18n/interpret';

const now = new Date('2026-11-21T12:00:00Z');
beforeAll(() => loadScreenTexts());
const ago = (ms: number) => formatAge(new Date(now.getTime() - ms), now, t.notifications);

describe('formatAge', () => {
  it.each([
    [0, 'À l’instant'],
    [59_000, 'À l’instant'],
    [60_000, 'Il y a 1\u00a0min'],
    [59 * 60_000, 'Il y a 59\u00a0min'],
    [60 * 60_000, 'Il y a 1\u00a0h'],
    [23 * 3600_000 + 59 * 60_000, 'Il y a 23\u00a0h'],
    [24 * 3600_000, 'Il y a 1\u00a0j'],
    [9 * 24 * 3600_000, 'Il y a 9\u00a0j'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(ago(ms)).toBe(text);
  });
  it('reads a future date (clock skew) as just now', () => {
    expect(ago(-5000)).toBe('À l’instant');
  });
});

describe('capCount', () => {
  it('caps at 9+', () => {
    expect(capCount(0)).toBe('0');
    expect(capCount(9)).toBe('9');
    expect(capCount(10)).toBe('9+');
  });
});

describe('formatZurichTime', () => {
  it('shows Zurich time whatever the device zone', () => {
    expect(formatZurichTime(new Date('2026-07-01T22:30:00Z'))).toBe('00:30');
    expect(formatZurichTime(new Date('2026-01-01T22:30:00Z'))).toBe('23:30');
  });
});

describe('formatZurichDate and formatShortDate', () => {
  it('spell the Zurich date in French, the day changing at Zurich midnight', () => {
    expect(formatZurichDate(new Date('2026-11-21T22:59:00Z'))).toBe('samedi 21 novembre 2026');
    expect(formatZurichDate(new Date('2026-11-21T23:00:00Z'))).toBe('dimanche 22 novembre 2026');
    expect(formatZurichDate(new Date('2026-08-02T21:30:00Z'))).toBe('dimanche 2 août 2026');
    expect(formatShortDate(new Date('2026-02-28T23:30:00Z'))).toBe('1 mars 2026');
  });
});

describe('formatNumber', () => {
  it('groups by three with a narrow no-break space, the Swiss French convention', () => {
    // Written out rather than compared with Intl: the ICU shipped with Node 24 groups fr-CH
    // with an apostrophe, Node 20's and the browsers' with a narrow space.
    const cases: [number, string][] = [
      [0, '0'],
      [7, '7'],
      [999, '999'],
      [1000, '1\u202f000'],
      [1250, '1\u202f250'],
      [99_999, '99\u202f999'],
      [123_456, '123\u202f456'],
      [1_234_567, '1\u202f234\u202f567'],
      [-1250, '-1\u202f250'],
      [1_000_000_000, '1\u202f000\u202f000\u202f000'],
    ];
    for (const [value, written] of cases) expect(formatNumber(value)).toBe(written);
  });
});

describe('in another language', () => {
  beforeAll(() => setLocale('de-CH'));
  afterAll(() => setLocale('fr-CH'));

  it('formats numbers and dates in its Swiss conventions, in Zurich time', () => {
    expect(formatNumber(1234567)).toBe("1'234'567");
    expect(formatZurichTime(new Date('2026-07-01T12:05:00Z'))).toBe('14:05');
    expect(formatShortDate(new Date('2026-11-21T23:30:00Z'))).toBe('22. November 2026');
    expect(formatZurichDate(new Date('2026-11-21T12:00:00Z'))).toBe('Samstag, 21. November 2026');
  });

  it('reads the texts and plurals of the language', () => {
    expect(ago(5 * 60_000)).toBe('Vor 5 Min.');
    expect(t.leaderboard.washes({ count: 1 })).toBe('1 Wäsche');
    expect(t.leaderboard.washes({ count: 1234 })).toBe("1'234 Wäschen");
    expect(t.common.level({ level: 3 })).toBe('Level 3');
  });
});

describe('counts, plurals and dates in every language', () => {
  afterAll(() => setLocale('fr-CH'));

  it.each(LOCALES)('are written by hand: a screen in %s creates no Intl object', async (locale) => {
    await setLocale(locale);
    await loadScreenTexts();
    const spies = (['NumberFormat', 'PluralRules', 'DateTimeFormat'] as const).map((name) =>
      vi.spyOn(Intl, name),
    );
    const instant = new Date('2026-11-21T12:00:00Z');
    const written = [
      formatNumber(1234),
      formatDecimal(1.25),
      formatZurichDate(instant),
      formatShortDate(instant),
      formatZurichTime(instant),
      t.leaderboard.washes({ count: 1234 }),
      t.leaderboard.washes({ count: 1 }),
    ];
    expect(written.every((text) => text.length > 0)).toBe(true);
    for (const spy of spies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

  // Written out rather than compared with Intl: ICU versions differ (Node 24's groups fr-CH
  // with an apostrophe, Node 20's and the spec with a narrow space). Taken from Intl with
  // CLDR 48 (fr for French), where they agree.
  const values = [0, 1, 7, 999, 1000, 1234, 9999, 12345, 123456, 1234567, -1234, 2.5, 1234.125, 0.0004];
  it.each([
    ['fr-CH', '0|1|7|999|1 000|1 234|9 999|12 345|123 456|1 234 567|-1 234|2,5|1 234,125|0'],
    ['de-CH', "0|1|7|999|1'000|1'234|9'999|12'345|123'456|1'234'567|-1'234|2.5|1'234.125|0"],
    ['pt-PT', '0|1|7|999|1000|1234|9999|12 345|123 456|1 234 567|-1234|2,5|1234,125|0'],
    ['en', "0|1|7|999|1'000|1'234|9'999|12'345|123'456|1'234'567|-1'234|2.5|1'234.125|0"],
  ] as const)('numbers in %s', (locale, written) => {
    // French groups with a narrow no-break space, Portuguese with a no-break space.
    const space = locale === 'fr-CH' ? '\u202f' : '\u00a0';
    expect(values.map((value) => formatCount(value, locale))).toEqual(
      written.replaceAll(' ', space).split('|'),
    );
  });

  it('one decimal for a distance', async () => {
    const decimals = async (locale: (typeof LOCALES)[number]) => {
      await setLocale(locale);
      return [-1234.56, 0.04, 1.25, 12.34].map(formatDecimal);
    };
    expect(await decimals('fr-CH')).toEqual(['-1\u202f234,6', '0,0', '1,3', '12,3']);
    expect(await decimals('de-CH')).toEqual(["-1'234.6", '0.0', '1.3', '12.3']);
    expect(await decimals('pt-PT')).toEqual(['-1234,6', '0,0', '1,3', '12,3']);
    expect(await decimals('en')).toEqual(["-1'234.6", '0.0', '1.3', '12.3']);
  });

  it('plural categories, cardinal and ordinal (CLDR)', () => {
    const ns = [0, 0.5, 1, 1.5, 2, 3, 11, 12, 13, 21, 22, 23, 101, 111, 112, 1e6, 2e6, 1.5e6, -1];
    const plural = [['n', 'plural', { one: ['one'], many: ['many'], other: ['other'] }]];
    const rank = [['n', 'selectordinal', { one: ['one'], two: ['two'], few: ['few'], other: ['other'] }]];
    const read = (locale: (typeof LOCALES)[number]) =>
      ns.map((n) => `${interpret(plural, { n }, locale)}/${interpret(rank, { n }, locale)}`);
    const other = (except: Record<number, string>) => ns.map((n) => except[n] ?? 'other/other');
    expect(read('fr-CH')).toEqual(
      other({
        0: 'one/other',
        0.5: 'one/other',
        1: 'one/one',
        1.5: 'one/other',
        1e6: 'many/other',
        2e6: 'many/other',
        [-1]: 'one/one',
      }),
    );
    expect(read('de-CH')).toEqual(other({ 1: 'one/other', [-1]: 'one/other' }));
    expect(read('pt-PT')).toEqual(
      other({ 1: 'one/other', 1e6: 'many/other', 2e6: 'many/other', [-1]: 'one/other' }),
    );
    expect(read('en')).toEqual(
      other({
        1: 'one/one',
        2: 'other/two',
        3: 'other/few',
        21: 'other/one',
        22: 'other/two',
        23: 'other/few',
        101: 'other/one',
        [-1]: 'one/one',
      }),
    );
  });

  it('dates in each language, Zurich time', async () => {
    const instant = new Date('2026-11-21T23:30:00Z');
    const dates = async (locale: (typeof LOCALES)[number]) => {
      await setLocale(locale);
      return [formatZurichDate(instant), formatShortDate(instant), formatZurichTime(instant)];
    };
    expect(await dates('fr-CH')).toEqual(['dimanche 22 novembre 2026', '22 novembre 2026', '00:30']);
    expect(await dates('de-CH')).toEqual(['Sonntag, 22. November 2026', '22. November 2026', '00:30']);
    expect(await dates('pt-PT')).toEqual([
      'domingo, 22 de novembro de 2026',
      '22 de novembro de 2026',
      '00:30',
    ]);
    expect(await dates('en')).toEqual(['Sunday, 22 November 2026', '22 November 2026', '00:30']);
  });
});

describe('reading a French message', () => {
  it('reads each form of message as Lingui does', () => {
    const message = (text: unknown[]) => (values: Record<string, unknown>) =>
      interpret(text, values, 'fr-CH');
    const exact = message([
      ['n', 'plural', { 0: ['aucun'], one: ['#', ' lavage'], other: ['#', ' lavages'] }],
    ]);
    expect([0, 1, 2].map((n) => exact({ n }))).toEqual(['aucun', '1 lavage', '2 lavages']);
    // A select's choice shows '#' as written; an inner plural's '#' is its own count.
    const nested = message([
      [
        'kind',
        'select',
        {
          team: [['n', 'plural', { one: ['#', ' équipe'], other: ['#', ' équipes'] }]],
          other: ['# tel quel'],
        },
      ],
    ]);
    expect(nested({ kind: 'team', n: 3 })).toBe('3 équipes');
    expect(nested({ kind: 'constructor', n: 3 })).toBe('# tel quel');
    const shifted = message([
      ['n', 'plural', { offset: 1, 0: ['personne'], other: ['vous et ', '#', ' autres'] }],
    ]);
    expect(shifted({ n: 3 })).toBe('vous et 2 autres');
    expect(message(['#', ['position'], ' · ', ['points', 'number']])({ position: 4, points: 12500 })).toBe(
      '#4 · 12\u202f500',
    );
    // A plain number is a quantity too: « 1 000 points », never « 1000 points » (issue 32).
    expect(message(['Total : ', ['points'], ' points'])({ points: 1000 })).toBe('Total : 1\u202f000 points');
    expect(message(['Bonjour, ', ['name'], ' !'])({})).toBe('Bonjour,  !');
    // A catalog's escapes are decoded; a member's name is shown as written.
    expect(message(['caf\\u00e9 ', ['name']])({ name: 'L\\u00e9a' })).toBe('café L\\u00e9a');
  });
});

describe('every message of the web catalogs', () => {
  const catalogs = import.meta.glob<CompiledCatalog>(['./i18n/*/*.ts', '../features/*/locales/*.ts'], {
    query: '?compiled',
    import: 'default',
  });
  /** Values for a message: a number for what it counts, a name for the rest. */
  function valuesFor(message: unknown[], count: number): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    const visit = (tokens: unknown[]) => {
      for (const token of tokens) {
        if (!Array.isArray(token)) continue;
        const [name, type, format] = token as [string, string?, Record<string, unknown>?];
        values[name] ??= type === 'plural' || type === 'selectordinal' || type === 'number' ? count : 'Léa';
        if (format && typeof format === 'object')
          for (const choice of Object.values(format)) if (Array.isArray(choice)) visit(choice);
      }
    };
    visit(message);
    return values;
  }

  it.each(LOCALES)('read in %s as @lingui/core reads them', async (locale) => {
    const lingui = setupI18n({ locale, locales: [NUMBER_LOCALE[locale]] });
    let compared = 0;
    for (const [file, load] of Object.entries(catalogs)) {
      if (!file.endsWith(`/${locale}.ts`)) continue;
      const { messages } = await load();
      lingui.load(locale, messages as Parameters<typeof lingui.load>[1]);
      for (const [id, message] of Object.entries(messages))
        for (const count of [0, 1, 2, 21, 1234, 2.5]) {
          const values = valuesFor(message, count);
          expect(interpret(message, values, locale), `${file} ${id} ${count}`).toBe(lingui._(id, values));
          compared += 1;
        }
    }
    expect(compared).toBeGreaterThan(500);
  });
});

describe('plurals in every language', () => {
  afterAll(() => setLocale('fr-CH'));
  it.each([
    ['fr-CH', '0 lavage', '1 lavage', '2 lavages'],
    ['de-CH', '0 Wäschen', '1 Wäsche', '2 Wäschen'],
    ['pt-PT', '0 lavagens', '1 lavagem', '2 lavagens'],
    ['en', '0 washes', '1 wash', '2 washes'],
  ] as const)('%s', async (locale, zero, one, two) => {
    await setLocale(locale);
    expect([0, 1, 2].map((count) => t.leaderboard.washes({ count }))).toEqual([zero, one, two]);
  });
});

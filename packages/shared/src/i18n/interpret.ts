import type { Locale } from '../domain/locales';
import type { CompiledMessage } from './catalog';

/**
 * The web app's reader of compiled catalogs (Lingui's compiled form, made at build time by
 * @lingui/message-utils): texts, values, plural, selectordinal, select and number, as
 * @lingui/core reads them. Not @lingui/core's own: it formats every plural's count with an
 * Intl.NumberFormat, and a page's first Intl object costs 50–160 ms of main thread on a
 * slow phone (ICU's data for the language; measured with 4× CPU throttling). The four
 * languages' counts and plural rules are short and fixed: they are written here by hand
 * (docs/decisions/0011, 0022), so no screen creates an Intl object.
 */

type Choices = Record<string, unknown> & { offset?: number };
type Token = string | [name: string, type?: string, format?: unknown];

/**
 * How each language writes a number, in its Swiss conventions (as Intl wrote them with
 * CLDR 48): fr-CH 1 234,5 (narrow no-break space, as the spec writes it), de-CH and en-CH
 * 1'234.5, pt-PT 1234 and 12 345,5 (no-break space, from five digits).
 */
const NUMBERS: Record<Locale, { group: string; decimal: string; minimumGroupedDigits: number }> = {
  'fr-CH': { group: '\u202f', decimal: ',', minimumGroupedDigits: 4 },
  'de-CH': { group: "'", decimal: '.', minimumGroupedDigits: 4 },
  'pt-PT': { group: '\u00a0', decimal: ',', minimumGroupedDigits: 5 },
  en: { group: "'", decimal: '.', minimumGroupedDigits: 4 },
};

/**
 * Plural categories (CLDR): French 'one' for 0 ≤ n < 2; German and English 'one' for 1;
 * Portuguese (Portugal) 'one' for 1 and, like French, 'many' for whole millions. Ordinals:
 * English 1st, 2nd, 3rd; French 1re; German and Portuguese have one form.
 */
function category(value: number, ordinal: boolean, locale: Locale): string {
  const n = Math.abs(value);
  const whole = Number.isInteger(n);
  if (ordinal) {
    if (locale === 'fr-CH') return n === 1 ? 'one' : 'other';
    if (locale !== 'en' || !whole) return 'other';
    const [ten, hundred] = [n % 10, n % 100];
    if (ten === 1 && hundred !== 11) return 'one';
    if (ten === 2 && hundred !== 12) return 'two';
    if (ten === 3 && hundred !== 13) return 'few';
    return 'other';
  }
  const millions = whole && n !== 0 && n % 1_000_000 === 0;
  if (locale === 'fr-CH') return n < 2 ? 'one' : millions ? 'many' : 'other';
  if (n === 1) return 'one';
  return locale === 'pt-PT' && millions ? 'many' : 'other';
}

/** Digits grouped by thousands, as the language groups them. */
function groupDigits(digits: string, locale: Locale): string {
  const { group, minimumGroupedDigits } = NUMBERS[locale];
  return digits.length < minimumGroupedDigits ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/**
 * A number as the language writes it (a plural's '#', `{n, number}`, points): grouped
 * digits, up to `fractionDigits` decimals (three, as Intl's default; exactly that many
 * when `fixed`).
 */
export function formatCount(value: unknown, locale: Locale, fractionDigits = 3, fixed = false): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  const scale = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  const [whole = '0', fraction] = (fixed ? rounded.toFixed(fractionDigits) : String(rounded)).split('.');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  const grouped = groupDigits(whole, locale);
  return fraction ? `${sign}${grouped}${NUMBERS[locale].decimal}${fraction}` : `${sign}${grouped}`;
}

const own = (object: Choices, key: string) =>
  Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;

const ESCAPES = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;
/**
 * A catalog's escape sequences (\u00e9, \x41) in its own text. Lingui decodes them in the
 * whole result, values included; here a member's name is shown exactly as written.
 */
const unescape = (text: string) =>
  text.includes('\\')
    ? text.replace(ESCAPES, (_, unicode: string | undefined, hex: string | undefined) =>
        String.fromCharCode(parseInt(unicode ?? hex ?? '', 16)),
      )
    : text;

/** A compiled message with its values, in a language. */
export function interpret(message: CompiledMessage, values: Record<string, unknown>, locale: Locale): string {
  const read = (tokens: unknown, count?: number): string => {
    if (!Array.isArray(tokens)) return String(tokens ?? '');
    let text = '';
    for (const token of tokens as Token[]) {
      if (typeof token === 'string') {
        text += token === '#' && count !== undefined ? formatCount(count, locale) : unescape(token);
        continue;
      }
      const [name, type, format] = token;
      const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
      if (type === 'plural' || type === 'selectordinal') {
        const choices = format as Choices;
        const offset = choices.offset ?? 0;
        const number = Number(value);
        const choice =
          own(choices, String(value)) ??
          own(choices, category(number - offset, type === 'selectordinal', locale)) ??
          choices.other;
        text += read(choice, number - offset);
      } else if (type === 'select') {
        const choices = format as Choices;
        text += read(own(choices, String(value)) ?? choices.other);
      } else if (type === 'number' || typeof value === 'number') {
        // Every number a text shows is a quantity: grouped as the language writes it
        // (« 1 000 points » in French), whether the catalog says {n, number} or {n}.
        text += formatCount(value, locale);
      } else if (value != null) {
        text += String(value);
      }
    }
    return text;
  };
  return read(message);
}

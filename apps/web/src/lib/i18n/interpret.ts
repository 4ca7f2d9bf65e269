import { FORMAT_LOCALE, NUMBER_LOCALE, type Locale } from '@app/shared/domain/locales';
import type { CompiledMessage } from '@app/shared/i18n/catalog';

/**
 * The web app's reader of compiled catalogs (Lingui's compiled form, made at build time by
 * @lingui/message-utils): texts, values, plural, selectordinal, select and number, as
 * @lingui/core reads them. Not @lingui/core's own: it formats every plural's count with an
 * Intl.NumberFormat, and a page's first one costs 90–160 ms of main thread on a slow phone
 * (measured with 4× CPU throttling), where French — the first language — writes numbers
 * and plurals by hand (docs/decisions/0011, 0022).
 */

type Choices = Record<string, unknown> & { offset?: number };
type Token = string | [name: string, type?: string, format?: unknown];

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** French's plural categories (CLDR): one for 0 ≤ n < 2, many for whole millions. */
function frenchCategory(value: number, ordinal: boolean): string {
  const n = Math.abs(value);
  if (ordinal) return n === 1 ? 'one' : 'other';
  if (n < 2) return 'one';
  return Number.isInteger(n) && n % 1_000_000 === 0 ? 'many' : 'other';
}

function category(value: number, ordinal: boolean, locale: Locale): string {
  if (locale === 'fr-CH') return frenchCategory(value, ordinal);
  const key = `${locale}:${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules)
    pluralRules.set(
      key,
      (rules = new Intl.PluralRules(FORMAT_LOCALE[locale], { type: ordinal ? 'ordinal' : 'cardinal' })),
    );
  return rules.select(value);
}

/**
 * A number as the language writes it (a plural's '#', `{n, number}`): by hand in French,
 * grouped by a narrow no-break space, up to three decimals; with Intl in the others' Swiss
 * conventions.
 */
export function formatCount(value: unknown, locale: Locale): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  if (locale !== 'fr-CH') {
    let format = numberFormats.get(locale);
    if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(NUMBER_LOCALE[locale])));
    return format.format(value);
  }
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
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
      } else if (type === 'number') {
        text += formatCount(value, locale);
      } else if (value != null) {
        text += String(value);
      }
    }
    return text;
  };
  return read(message);
}

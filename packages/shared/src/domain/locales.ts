/**
 * The app's languages (issue 22). French first: the stations are in the canton of
 * Neuchâtel; Portuguese is the canton's second language; German- and English-speaking
 * customers wash there too.
 */
export const LOCALES = ['fr-CH', 'de-CH', 'pt-PT', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr-CH';

/**
 * The Intl locale the API's Lingui writes counts with (the web app writes them by hand,
 * docs/decisions/0022): Swiss conventions, de-CH and en-CH 1'234. French through 'fr':
 * 1 234 (a narrow no-break space, as the spec writes it) in every ICU version, where Intl's
 * fr-CH became 1'234 with ICU 78.3 (Node 24). Portuguese keeps pt-PT: Intl's pt-CH follows
 * Brazil's plurals ('0 lavagem').
 */
export const NUMBER_LOCALE: Record<Locale, string> = {
  'fr-CH': 'fr',
  'de-CH': 'de-CH',
  'pt-PT': 'pt-PT',
  en: 'en-CH',
};

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'fr-CH': 'Français',
  'de-CH': 'Deutsch',
  'pt-PT': 'Português',
  en: 'English',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the given language tags, best first, that one of ours serves, by language. */
export function pickLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    const match = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (match) return match;
  }
  return null;
}

/** The languages of an Accept-Language header, best first ('de-CH,de;q=0.9,en;q=0.8'). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The member's language: their choice, else their browser's among ours, else French. */
export function resolveLocale(chosen: string | null | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(chosen)) return chosen;
  return pickLocale(acceptedLanguages(acceptLanguage)) ?? DEFAULT_LOCALE;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, isLocale, LOCALES, resolveLocale, type Locale } from '@app/shared/domain/locales';
import { readCatalog, type Messages } from '@app/shared/i18n/catalog';
import { compileCatalog } from '@app/shared/i18n/compile';
import { interpret } from '@app/shared/i18n/interpret';
import { POINTS_BADGE_GOALS } from '@app/shared/domain/badges';
import { zurichParts } from '@app/shared/domain/zurich-time';
import de from './locales/de-CH';
import en from './locales/en';
import fr from './locales/fr-CH';
import pt from './locales/pt-PT';

/** Every sentence the API answers or writes, in one language. */
export type ServerMessages = Messages<typeof fr>;

const SOURCES: Record<Locale, unknown> = { 'fr-CH': fr, 'de-CH': de, 'pt-PT': pt, en };

// Compiled once at start (a few milliseconds). Read by the web app's reader of compiled
// messages: every number a text shows is written as the language writes it (« 1 000 » in
// French, « 1'000 » in German), whether the catalog says {n}, {n, number} or '#', and
// whatever ICU the Node version ships (issue 48).
const CATALOGS = Object.fromEntries(
  LOCALES.map((locale) => {
    const compiled = compileCatalog(SOURCES[locale], `api/${locale}`, '', locale);
    return [
      locale,
      readCatalog<typeof fr>(compiled, (id, values) => interpret(compiled.messages[id]!, values, locale)),
    ];
  }),
) as Record<Locale, ServerMessages>;

/** The texts of a language; an unknown or unset language reads French. */
export function textsFor(locale: string | null | undefined): ServerMessages {
  return CATALOGS[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

/** What a request's texts are chosen from (set by the request-locale plugin). */
export interface LocaleSource {
  /** The signed-in member (id and chosen language), once the session is known. */
  member: () => { id: string; locale: string | null } | undefined;
  acceptLanguage: string | undefined;
}
export const localeContext = new AsyncLocalStorage<LocaleSource>();

/**
 * The language of the request being answered: the member's choice, else the browser's
 * Accept-Language among ours, else French. Outside a request (jobs), French: code that
 * writes to a member outside their own request uses `textsFor(their locale)`.
 */
export function requestLocale(): Locale {
  const source = localeContext.getStore();
  if (!source) return DEFAULT_LOCALE;
  return resolveLocale(source.member()?.locale, source.acceptLanguage);
}

/**
 * The chosen language of this member when they are the one asking (no query needed), or
 * undefined when the request is someone else's or there is none.
 */
export function askingMemberLocale(userId: string): string | null | undefined {
  const member = localeContext.getStore()?.member();
  return member?.id === userId ? member.locale : undefined;
}

/**
 * The texts of the request being answered (refusals' `detail`, confirmations): read at
 * the moment of use, so `messages.auth.emailTaken` is in the asking member's language.
 */
export const messages: ServerMessages = new Proxy({} as ServerMessages, {
  get: (_target, key) => textsFor(requestLocale())[key as keyof ServerMessages],
});

const pad2 = (value: number) => String(value).padStart(2, '0');

/** "26.11.2026" and "14:05" in Zurich time (the CSV exports keep them in two columns). */
export function zurichDateAndTime(instant: Date): [string, string] {
  const parts = zurichParts(instant);
  return [
    `${pad2(parts.day)}.${pad2(parts.month)}.${parts.year}`,
    `${pad2(parts.hour)}:${pad2(parts.minute)}`,
  ];
}

/** "24.11.2026 à 14:30" (or "um", "às", "at"), Zurich time: how texts give a moment. */
export function zurichDateTime(instant: Date, texts: ServerMessages = messages): string {
  const [date, time] = zurichDateAndTime(instant);
  return texts.dateTime({ date, time });
}

/** An e-mail's HTML escapes what the member typed (their name) and the link. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type ValidationKey = keyof typeof fr.validation;
const VALIDATION_EXACT = new Map<string, ValidationKey>();
const VALIDATION_PATTERNS: { pattern: RegExp; key: ValidationKey; names: string[] }[] = [];
for (const [key, text] of Object.entries(fr.validation) as [ValidationKey, string][]) {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (names.length === 0) VALIDATION_EXACT.set(text, key);
  else {
    const source = text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    VALIDATION_PATTERNS.push({ pattern: new RegExp(`^${source}$`), key, names });
  }
}

/**
 * Which sentence of the validation catalog a shared schema's French refusal is, and its
 * values (`Champ « {field} » …`; a number, `{max}`, as a number, so that each language
 * writes it its own way: « 1 000 », « 1'000 »). Undefined when the catalog lacks it.
 */
export function validationSentence(
  french: string,
): { key: ValidationKey; values?: Record<string, string | number> } | undefined {
  const key = VALIDATION_EXACT.get(french);
  if (key) return { key };
  for (const { pattern, key: found, names } of VALIDATION_PATTERNS) {
    const match = pattern.exec(french);
    if (!match) continue;
    const value = (index: number) => {
      const text = match[index + 1]!;
      return /^-?\d+$/.test(text) ? Number(text) : text;
    };
    return { key: found, values: Object.fromEntries(names.map((name, index) => [name, value(index)])) };
  }
  return undefined;
}

/**
 * A shared schema's refusal (French, as the schema writes it) in the request's language.
 * A sentence the validation catalog lacks stays French (the catalog check prevents it).
 */
export function translateValidation(french: string): string {
  const sentence = validationSentence(french);
  if (!sentence) return french;
  const text = (textsFor(requestLocale()).validation as Record<ValidationKey, unknown>)[sentence.key];
  return sentence.values
    ? (text as (values: Record<string, string | number>) => string)(sentence.values)
    : (text as string);
}

/**
 * A seeded badge's name and description in a language; a badge added later has none. A
 * description that names a goal (« Cumuler 1 000 points. ») gets it from the badge's rule.
 */
export function badgeText(
  texts: ServerMessages,
  id: string,
): { name: string; description: string } | undefined {
  type Entry = { name: string; description: string | ((values: { points: number }) => string) };
  const entry = (texts.names.badges as Record<string, Entry | undefined>)[id];
  if (!entry) return undefined;
  const { name, description } = entry;
  return {
    name,
    description:
      typeof description === 'function' ? description({ points: POINTS_BADGE_GOALS[id] ?? 0 }) : description,
  };
}

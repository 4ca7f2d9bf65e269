import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '@app/shared/domain/locales';
import {
  readCatalog,
  type CompiledCatalog,
  type CompiledMessage,
  type Messages,
} from '@app/shared/i18n/catalog';
import type frameSource from './frame/fr-CH';
import { interpret } from '@app/shared/i18n/interpret';
import type firstSource from './locales/fr-CH';
import firstFrench from './locales/fr-CH.ts?compiled';
import type screensSource from './screens/fr-CH';

/**
 * The web app's texts: the first download's (sign-in, what every screen shares), the
 * signed-in frame's (navigation, notifications) and the member screens' (issue 22).
 */
export type AppMessages = Messages<typeof firstSource> &
  Messages<typeof frameSource> &
  Messages<typeof screensSource>;

// One catalog per language and per chunk, each fetched only by those who read it. French
// first-download texts are in the first download; the frame's come with the signed-in
// layout, the member screens' with the first of them (the admin area does without).
// A French-speaking visitor downloads no other language.
const CATALOGS = {
  first: import.meta.glob<CompiledCatalog>(['./locales/*.ts', '!./locales/fr-CH.ts'], {
    query: '?compiled',
    import: 'default',
  }),
  frame: import.meta.glob<CompiledCatalog>('./frame/*.ts', { query: '?compiled', import: 'default' }),
  screens: import.meta.glob<CompiledCatalog>('./screens/*.ts', { query: '?compiled', import: 'default' }),
};
type Part = keyof typeof CATALOGS;
const FOLDER: Record<Part, string> = { first: 'locales', frame: 'frame', screens: 'screens' };

function loadPart(part: Part, locale: Locale): Promise<CompiledCatalog> {
  if (part === 'first' && locale === DEFAULT_LOCALE) return Promise.resolve(firstFrench);
  const load = CATALOGS[part][`./${FOLDER[part]}/${locale}.ts`];
  if (!load) throw new Error(`no ${part} catalog for ${locale}`);
  return load();
}

/** A feature chunk's own catalog (the admin area's, say), kept in the active language. */
export interface FeatureCatalog {
  load: (locale: Locale) => Promise<CompiledCatalog>;
  activate: (catalog: CompiledCatalog) => void;
}
const featureCatalogs = new Set<FeatureCatalog>();

let current: Locale = DEFAULT_LOCALE;
/** The language being switched to, or the current one: catalogs are fetched for it. */
let target: Locale = DEFAULT_LOCALE;
/** The parts in use, in the current language ('first' always). */
const loaded = new Map<Part, CompiledCatalog>([['first', firstFrench]]);
const listeners = new Set<() => void>();

/** Each language's compiled messages with values, by id (ids carry their catalog's prefix). */
const compiledMessages = new Map<Locale, Record<string, CompiledMessage>>();

/** A compiled message with its values, in the active language (feature catalogs use it). */
export const formatMessage = (id: string, values: Record<string, unknown>) => {
  const message = compiledMessages.get(current)?.[id];
  return message ? interpret(message, values, current) : id;
};
const format = formatMessage;

function install(locale: Locale, catalog: CompiledCatalog): void {
  compiledMessages.set(locale, { ...compiledMessages.get(locale), ...catalog.messages });
}

function read(): AppMessages {
  return Object.assign(
    {},
    ...[...loaded.values()].map((catalog) => readCatalog<Record<string, unknown>>(catalog, format)),
  ) as AppMessages;
}

install(DEFAULT_LOCALE, firstFrench);

/**
 * The web app's texts in the active language. A live binding: screens read it while they
 * render, and a change of language renders the app again (AppProvider keys it on the
 * locale). A part is there once `loadTexts` has resolved for it: the router waits for the
 * parts a screen needs before it shows it.
 */
export let t: AppMessages = read();

export function currentLocale(): Locale {
  return current;
}

const loading = new Map<Part, Promise<void>>();
/** A part of the texts in the active language (once; again after a change of language). */
function loadTexts(part: Part): Promise<void> {
  if (loaded.has(part)) return Promise.resolve();
  let pending = loading.get(part);
  if (!pending) {
    pending = (async () => {
      for (;;) {
        const locale = target;
        const catalog = await loadPart(part, locale);
        await switching;
        if (loaded.has(part)) return;
        if (locale !== current) continue;
        install(locale, catalog);
        loaded.set(part, catalog);
        t = read();
        return;
      }
    })().finally(() => loading.delete(part));
    loading.set(part, pending);
  }
  return pending;
}

/** The signed-in frame's texts (navigation, notifications). */
export const loadFrameTexts = () => loadTexts('frame');
/** The member screens' texts, with the frame's. */
export const loadScreenTexts = () => Promise.all([loadTexts('frame'), loadTexts('screens')]).then(() => {});

const STORAGE_KEY = 'locale';

/** The language to start with: the last one used here, else the browser's, else French. */
export function initialLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the browser's language decides.
  }
  if (isLocale(stored)) return stored;
  return pickLocale(navigator.languages ?? [navigator.language]) ?? DEFAULT_LOCALE;
}

/** Registers a feature chunk's catalog: loaded now in the active language, and on every change. */
export async function registerFeatureCatalog(catalog: FeatureCatalog): Promise<void> {
  featureCatalogs.add(catalog);
  for (;;) {
    const locale = target;
    const compiled = await catalog.load(locale);
    await switching;
    if (locale !== current) continue;
    install(locale, compiled);
    catalog.activate(compiled);
    return;
  }
}

let switching: Promise<void> = Promise.resolve();
/** Switches the app to a language: its catalogs first, then one render in it. */
export function setLocale(locale: Locale): Promise<void> {
  target = locale;
  switching = switching.then(() => switchTo(locale));
  return switching;
}

async function switchTo(locale: Locale): Promise<void> {
  if (locale === current || locale !== target) return;
  const parts = new Set<Part>(['first', ...loaded.keys(), ...loading.keys()]);
  const features = [...featureCatalogs];
  const [nextParts, nextFeatures] = await Promise.all([
    Promise.all([...parts].map(async (part) => [part, await loadPart(part, locale)] as const)),
    Promise.all(features.map((feature) => feature.load(locale))),
  ]);
  for (const [, catalog] of nextParts) install(locale, catalog);
  nextFeatures.forEach((compiled) => install(locale, compiled));
  current = locale;
  loaded.clear();
  for (const [part, catalog] of nextParts) loaded.set(part, catalog);
  t = read();
  features.forEach((feature, index) => feature.activate(nextFeatures[index]!));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not kept: the next visit starts from the profile or the browser.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` after each switch of language. */
export function onLocaleChange(listener: () => void): () => void {
  return subscribe(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active language; a component using it renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/**
 * A feature chunk's texts (the admin area's, the station display's): one compiled catalog
 * per language, fetched with the chunk in the active language and again at each change.
 * `texts` reads the active catalog at each access; `load` resolves once it is in (the
 * router waits for it before the feature's first render).
 */
export function defineFeatureTexts<Source>(catalogs: Record<string, () => Promise<CompiledCatalog>>) {
  let active: Messages<Source> | undefined;
  let ready: Promise<void> | undefined;
  const texts = new Proxy({} as Messages<Source> & object, {
    get: (_target, key) => {
      if (!active) throw new Error('feature texts read before they were loaded');
      return active[key as keyof Messages<Source>];
    },
  });
  const load = () =>
    (ready ??= registerFeatureCatalog({
      load: (locale) => {
        const found = Object.entries(catalogs).find(([path]) => path.endsWith(`/${locale}.ts`));
        if (!found) throw new Error(`no catalog for ${locale}`);
        return found[1]();
      },
      activate: (catalog) => {
        active = readCatalog<Source>(catalog, formatMessage);
      },
    }));
  return { texts, load };
}

import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '@app/shared/domain/locales';
import { readCatalog, type CompiledCatalog, type Messages } from '@app/shared/i18n/catalog';
import type firstSource from './locales/fr-CH';
import firstFrench from './locales/fr-CH.ts?compiled';
import type screensSource from './screens/fr-CH';

/** The web app's texts: the first download's (sign-in, frame) and the signed-in screens'. */
export type AppMessages = Messages<typeof firstSource> & Messages<typeof screensSource>;

// One catalog per language and per chunk, each fetched only by those who read it: French
// first-download texts are in the first download; the signed-in screens' texts come with
// their chunk (issue 22). A French-speaking visitor downloads no other language.
const firstCatalogs = import.meta.glob<CompiledCatalog>(['./locales/*.ts', '!./locales/fr-CH.ts'], {
  query: '?compiled',
  import: 'default',
});
const screensCatalogs = import.meta.glob<CompiledCatalog>('./screens/*.ts', {
  query: '?compiled',
  import: 'default',
});

function loadFirst(locale: Locale): Promise<CompiledCatalog> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(firstFrench);
  const load = firstCatalogs[`./locales/${locale}.ts`];
  if (!load) throw new Error(`no catalog for ${locale}`);
  return load();
}
function loadScreens(locale: Locale): Promise<CompiledCatalog> {
  const load = screensCatalogs[`./screens/${locale}.ts`];
  if (!load) throw new Error(`no screens catalog for ${locale}`);
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
let first = firstFrench;
let screens: CompiledCatalog | null = null;
const listeners = new Set<() => void>();

const format = (id: string, values: Record<string, unknown>) => i18n._(id, values);

function install(locale: Locale, catalog: CompiledCatalog): void {
  // Lingui's type for compiled messages is not exported; compile.ts writes them.
  i18n.load(locale, catalog.messages as Parameters<typeof i18n.load>[1]);
}

function read(): AppMessages {
  return {
    ...readCatalog<typeof firstSource>(first, format),
    ...(screens ? readCatalog<typeof screensSource>(screens, format) : {}),
  } as AppMessages;
}

install(DEFAULT_LOCALE, firstFrench);
i18n.activate(DEFAULT_LOCALE);

/**
 * The web app's texts in the active language. A live binding: screens read it while they
 * render, and a change of language renders the app again (AppProvider keys it on the
 * locale). The signed-in screens' part is there once `loadScreenTexts` has resolved: the
 * router waits for it before it shows any of them.
 */
export let t: AppMessages = read();

export function currentLocale(): Locale {
  return current;
}

let screensLoad: Promise<void> | null = null;
/** The signed-in screens' texts in the active language (once; again after a change). */
export function loadScreenTexts(): Promise<void> {
  if (screens) return Promise.resolve();
  screensLoad ??= (async () => {
    for (;;) {
      const locale = target;
      const catalog = await loadScreens(locale);
      await switching;
      if (screens) return;
      if (locale !== current) continue;
      install(locale, catalog);
      screens = catalog;
      t = read();
      return;
    }
  })().finally(() => {
    screensLoad = null;
  });
  return screensLoad;
}

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
    const locale = current;
    const compiled = await catalog.load(locale);
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
  const features = [...featureCatalogs];
  const [nextFirst, nextScreens, ...nextFeatures] = await Promise.all([
    loadFirst(locale),
    screens || screensLoad ? loadScreens(locale) : null,
    ...features.map((feature) => feature.load(locale)),
  ]);
  install(locale, nextFirst);
  if (nextScreens) install(locale, nextScreens);
  nextFeatures.forEach((compiled) => install(locale, compiled));
  i18n.activate(locale);
  current = locale;
  first = nextFirst;
  screens = nextScreens;
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active language; a component using it renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

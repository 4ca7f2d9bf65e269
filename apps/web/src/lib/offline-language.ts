/**
 * Tells the service worker which language this visitor reads, so that it keeps only that
 * language's catalogs for offline starts (decision 0022): written where its install reads it
 * (before the first registration), and sent to the running worker when the member switches.
 */
const PREFS_CACHE = 'eclat-prefs';
const LANGUAGE_KEY = '/__offline-language';

export async function keepLanguageOffline(language: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await (await caches.open(PREFS_CACHE)).put(LANGUAGE_KEY, new Response(language));
  } catch {
    // Storage refused (private mode): the worker keeps French, others load when needed.
  }
  navigator.serviceWorker?.controller?.postMessage({ type: 'precache-language', language });
}

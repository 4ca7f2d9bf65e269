/// <reference lib="webworker" />
/**
 * The service worker at /sw.js: shows pushed notifications, opens their page on click,
 * and keeps the app shell so the app opens offline (API data is never cached).
 */
import { PENDING_SYNC_TAG, sendPendingWashes } from './pending-washes';

declare const self: ServiceWorkerGlobalScope;

const SHELL_CACHE = 'eclat-shell-v2';
// The build writes the list of its hashed files and a version taken from it (build-plugins.ts).
const ASSET_CACHE = 'eclat-assets-__PRECACHE_VERSION__';
const ASSETS = '__PRECACHE_ASSETS__' as unknown as { common: string[]; languages: Record<string, string[]> };
/** The language the page last showed (offline-language.ts writes it): its catalogs are kept. */
const PREFS_CACHE = 'eclat-prefs';
const LANGUAGE_KEY = '/__offline-language';
const SHELL = ['/', '/manifest.webmanifest', '/icons/favicon-48.png', '/icons/icon-192.png'];

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

async function visitorLanguage(): Promise<string> {
  const stored = await (await caches.open(PREFS_CACHE)).match(LANGUAGE_KEY);
  return (await stored?.text()) ?? 'fr-CH';
}

/** Keeps these hashed files, fetching only those not kept yet. */
async function precache(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await Promise.all(urls.map((url) => cache.match(url)));
  await cache.addAll(urls.filter((_, index) => !kept[index]));
}

self.addEventListener('install', (event) => {
  // The whole app shell at once, in the visitor's language only (the other languages'
  // catalogs are fetched by those who read them): the next visit, even offline, needs no
  // network to start.
  event.waitUntil(
    Promise.all([
      caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL)),
      visitorLanguage().then((language) =>
        precache([...ASSETS.common, ...(ASSETS.languages[language] ?? [])]),
      ),
    ]).then(() => self.skipWaiting()),
  );
});

// The member switched language: that language's catalogs are kept too, for offline starts.
// The operator changed the brand: the page is fetched again now (lib/shell-cache.ts).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; language?: string } | null;
  if (data?.type === 'refresh-shell') {
    event.waitUntil(
      fetch('/', { cache: 'no-store' })
        .then(async (response) => {
          if (response.ok) await (await caches.open(SHELL_CACHE)).put('/', response);
        })
        .catch(() => undefined)
        .finally(() => event.ports[0]?.postMessage('done')),
    );
    return;
  }
  const files =
    data?.type === 'precache-language' && data.language ? ASSETS.languages[data.language] : undefined;
  if (files) event.waitUntil(precache(files));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => ![SHELL_CACHE, ASSET_CACHE, PREFS_CACHE].includes(key))
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/'))
    return;

  if (request.mode === 'navigate') {
    // Pages: the cached shell at once, refreshed in the background for the next visit
    // (a new build also installs a new worker, which caches the new shell).
    const refresh = fetch(request).then((response) => {
      if (response.ok) {
        const copy = response.clone();
        void caches.open(SHELL_CACHE).then((cache) => cache.put('/', copy));
      }
      return response;
    });
    event.waitUntil(refresh.then(() => undefined).catch(() => undefined));
    event.respondWith(
      caches
        .match('/', { cacheName: SHELL_CACHE })
        .then((cached) => cached ?? refresh)
        .catch(async () => (await caches.match('/')) ?? Response.error()),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    // Hashed build files never change: the cache first.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  event.respondWith(fetch(request).catch(async () => (await caches.match(request)) ?? Response.error()));
});

// Washes taken offline at the bay: sent when the network returns, even with the app closed.
self.addEventListener('sync', (event) => {
  const sync = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
  if (sync.tag === PENDING_SYNC_TAG) sync.waitUntil(sendPendingWashes());
});

self.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = (event.data?.json() as PushPayload | undefined) ?? {};
  } catch {
    payload = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(payload.title ?? new URL(self.registration.scope).host, {
      body: payload.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: payload.tag,
      data: { url: payload.url ?? '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/',
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== target) await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

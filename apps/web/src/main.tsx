import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { listenForInstallPrompt } from './features/install/lib/install-prompt';
import { AppRoutes, preloadRoute } from './app/router';
import { meQueryOptions } from './lib/auth';
import { currentLocale, initialLocale, onLocaleChange, setLocale } from './lib/i18n';
import { keepLanguageOffline } from './lib/offline-language';
import { queryClient } from './lib/query-client';
import { keepQueryCache, restoreQueryCache } from './lib/query-persistence';
import { whenIdle } from './lib/when-idle';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Chromium offers the install once, early: held for the screen after a wash (issue 51).
listenForInstallPrompt();

/** How long a first screen with known (kept) data waits for fresh data before showing it. */
const KNOWN_DATA_WAIT_MS = 1500;
/** How long the first render waits for the page's own data once the user and chunks are in. */
const ROUTE_DATA_WAIT_MS = 800;

// The page's chunks and the signed-in user are asked for side by side, and the first
// render waits for both (index.html shows the loading screen meanwhile): one render of
// the final screen instead of loader, suspension and retry, each a long task on a phone.
// Offline, or on a network too slow to answer, the copy kept from the last visit is shown.
const ready = (async () => {
  // The language: the last one used on this device, else the browser's (French needs no
  // fetch); then the member's own choice once /auth/me has answered.
  const locale = setLocale(initialLocale());
  const route = preloadRoute(window.location.pathname, window.location.search);
  const me = queryClient.prefetchQuery(meQueryOptions);
  await restoreQueryCache();
  const known = queryClient.getQueryData(meQueryOptions.queryKey) != null;
  // Offline, nothing fresher can come: the kept copy shows at once.
  const online = navigator.onLine;
  const wait = known || !online ? Promise.race([me, delay(known && online ? KNOWN_DATA_WAIT_MS : 0)]) : me;
  await Promise.all([route.chunks, wait, locale]);
  const chosen = queryClient.getQueryData(meQueryOptions.queryKey)?.locale;
  if (chosen) await setLocale(chosen);
  // The page's own data, when it follows soon: one render of the whole screen, which the
  // transition splits into short tasks, instead of one render per answer as each comes
  // (an answer's render cannot be split: each was one long task on a slow phone).
  if (online && !known) await Promise.race([route.data, delay(ROUTE_DATA_WAIT_MS)]);
})();

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// A transition lets React yield to the browser while it builds the first screen, instead
// of one long task that delays input on slow phones.
void ready.finally(() => {
  keepQueryCache();
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    ),
  );
});

// The service worker keeps the app shell for offline use and receives push messages.
// Registered once the first screen is done and the browser idle: its install reads the
// whole app again, which a slow phone would otherwise do while the first screen is built.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () =>
    whenIdle(() => {
      void keepLanguageOffline(currentLocale())
        .then(() => navigator.serviceWorker.register('/sw.js'))
        .catch((error: unknown) => console.warn('service worker', error));
      onLocaleChange(() => void keepLanguageOffline(currentLocale()));
    }),
  );
}

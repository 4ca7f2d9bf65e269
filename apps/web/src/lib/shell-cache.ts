/** The service worker's cache of the app's page (sw.ts serves it first, then refreshes it). */
export const SHELL_CACHE = 'eclat-shell-v2';

/**
 * Puts a fresh copy of the app's page in the service worker's cache: after the operator
 * changes the brand, their next page load already shows it (members' phones catch up one
 * visit later, when the worker's background refresh has run).
 */
export async function refreshShell(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const response = await fetch('/', { cache: 'no-store', credentials: 'same-origin' });
    if (response.ok) await (await caches.open(SHELL_CACHE)).put('/', response);
  } catch {
    // Offline: the worker refreshes it at the next visit.
  }
}

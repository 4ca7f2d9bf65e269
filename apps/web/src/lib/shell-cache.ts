/** How long the page waits for the service worker to have refreshed its copy. */
const REFRESH_WAIT_MS = 5000;

/**
 * Asks the service worker for a fresh copy of the app's page in its cache (sw.ts,
 * 'refresh-shell'): after the operator changes the brand, their next page load already
 * shows it (members' phones catch up one visit later, with the worker's background
 * refresh). Resolves when it is done, or after a few seconds, or at once without a worker.
 */
export function refreshShell(): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(resolve, REFRESH_WAIT_MS);
    channel.port1.onmessage = () => {
      window.clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'refresh-shell' }, [channel.port2]);
  });
}

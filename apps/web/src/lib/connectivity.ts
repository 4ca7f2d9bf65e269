/**
 * Whether the app can reach its server: false when the browser says it is offline, or
 * when the last API call could not get an answer (server down, offline page from cache).
 */
let lastCallFailed = false;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function reportCall(reachedServer: boolean): void {
  if (lastCallFailed === !reachedServer) return;
  lastCallFailed = !reachedServer;
  emit();
}

export function subscribeConnectivity(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function isOnline(): boolean {
  return navigator.onLine && !lastCallFailed;
}

/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs`; where idle callbacks
 * are unknown (Safari), after `fallbackMs`. Returns what cancels it.
 */
export function whenIdle(task: () => void, { timeoutMs = 3000, fallbackMs = 1000 } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}

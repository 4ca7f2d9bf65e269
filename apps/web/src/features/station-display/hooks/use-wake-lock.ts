import { useEffect, useState } from 'react';

/**
 * Keeps the screen on (Screen Wake Lock) while the page is shown, and takes the lock again
 * when the page comes back to the front (the browser drops it when hidden). Answers
 * whether the lock is held.
 */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || sentinel) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (cancelled) return void lock.release();
        sentinel = lock;
        setHeld(true);
        lock.addEventListener('release', () => {
          sentinel = null;
          setHeld(false);
        });
      } catch {
        setHeld(false);
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release();
    };
  }, [active]);
  return held;
}

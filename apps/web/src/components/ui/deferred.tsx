import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` only after the screen around it is on display, in a transition
 * that React splits into short tasks. For content below the fold: the first screen of
 * a slow phone is not held up, nor its input blocked, by what it cannot show yet.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : fallback;
}

import { useCallback, useState } from 'react';
import type { PairedDisplay } from '@app/shared/schemas/presence';

const STORAGE_KEY = 'eclat.station-display';

function read(): PairedDisplay | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as PairedDisplay) : null;
  } catch {
    return null;
  }
}

/**
 * The pairing this device keeps: the secret stays on the tablet (its codes need nothing
 * else, not even a network), until the operator revokes it or someone forgets it here.
 */
export function usePairedDisplay() {
  const [display, setDisplay] = useState<PairedDisplay | null>(read);
  const remember = useCallback((paired: PairedDisplay) => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(paired));
    setDisplay(paired);
  }, []);
  const forget = useCallback(() => {
    localStorage.removeItem(STORAGE_KEY);
    setDisplay(null);
  }, []);
  return { display, remember, forget };
}

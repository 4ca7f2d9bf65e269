import { useEffect, useState } from 'react';
import { getServerClock } from '../api/get-server-clock';

const STORAGE_KEY = 'eclat.station-display.offset';
const SYNC_MS = 10 * 60_000;

function stored(): number {
  const value = Number(localStorage.getItem(STORAGE_KEY));
  return Number.isFinite(value) ? value : 0;
}

/**
 * How far the server's clock is from this device's, in milliseconds. A cheap tablet's
 * clock drifts or is set by hand; the codes follow the server's time, measured when there
 * is a network (half the round trip counted) and kept for the days without one.
 */
export function useClockOffset(): number {
  const [offset, setOffset] = useState(stored);
  useEffect(() => {
    let stopped = false;
    const sync = async () => {
      try {
        const sent = Date.now();
        const { now } = await getServerClock();
        const received = Date.now();
        const measured = Math.round(new Date(now).getTime() - (sent + received) / 2);
        if (stopped) return;
        localStorage.setItem(STORAGE_KEY, String(measured));
        setOffset(measured);
      } catch {
        // Offline: the last measured offset stays.
      }
    };
    void sync();
    const timer = setInterval(() => void sync(), SYNC_MS);
    window.addEventListener('online', sync);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', sync);
    };
  }, []);
  return offset;
}

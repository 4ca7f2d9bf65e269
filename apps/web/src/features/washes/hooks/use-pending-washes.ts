import { whenIdle } from '@/lib/when-idle';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { CHANGED_BY_A_WASH } from '../api/create-wash';
import {
  dismissPendingWash,
  onPendingWashesChange,
  pendingWashes,
  sendPendingWashes,
  type PendingWash,
} from '../lib/pending-washes';

/** The washes kept on this phone, read again whenever they change. */
export function usePendingWashes() {
  const [list, setList] = useState<PendingWash[]>([]);
  useEffect(() => {
    let current = true;
    const read = () =>
      void pendingWashes()
        .then((found) => current && setList(found))
        .catch(() => undefined);
    read();
    const stop = onPendingWashesChange(read);
    return () => {
      current = false;
      stop();
    };
  }, []);
  return { list, dismiss: dismissPendingWash };
}

/** Sends the kept washes now; then the member's points, streaks and boards are read again. */
export function useSendPendingWashes() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      if ((await sendPendingWashes()) > 0)
        await Promise.all(CHANGED_BY_A_WASH.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } catch (error) {
      console.warn('pending washes could not be sent', error);
    }
  }, [queryClient]);
}

/** Sends the kept washes when the app starts and whenever the network comes back. */
export function usePendingWashSender() {
  const queryClient = useQueryClient();
  const send = useSendPendingWashes();
  useEffect(() => {
    // At start, once the first screen is drawn: IndexedDB and a request are not its work.
    const cancelIdle = whenIdle(() => void send(), { fallbackMs: 1500 });
    window.addEventListener('online', send);
    // The service worker sent some (Background Sync): refresh what they changed.
    const stop = onPendingWashesChange(() => {
      void Promise.all(CHANGED_BY_A_WASH.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    });
    return () => {
      cancelIdle();
      window.removeEventListener('online', send);
      stop();
    };
  }, [send, queryClient]);
}

import { formatPresenceToken, stepAt } from '@app/shared/domain/presence';
import { presenceCode } from '@app/shared/domain/presence-code';
import type { PairedDisplay } from '@app/shared/schemas/presence';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { sendHeartbeat } from '../api/send-heartbeat';

const BEAT_MS = 60_000;

export type DisplayStanding = 'ok' | 'offline' | 'revoked' | 'unpaired' | 'clock';

/**
 * Reports `last_seen_at` about once a minute when there is a network, proven by a current
 * code. The answer tells the display whether the operator revoked it meanwhile.
 */
export function useHeartbeat(display: PairedDisplay, offset: number): DisplayStanding {
  const [standing, setStanding] = useState<DisplayStanding>('ok');
  useEffect(() => {
    let stopped = false;
    const beat = async () => {
      const step = stepAt(Date.now() + offset);
      const token = formatPresenceToken({
        displayId: display.display_id,
        step,
        code: presenceCode(display.secret, step),
      });
      try {
        await sendHeartbeat(token);
        if (!stopped) setStanding('ok');
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.status === 410) setStanding('revoked');
        else if (error instanceof ApiError && error.status === 404) setStanding('unpaired');
        // The server's current code differs: this device's clock is off.
        else if (error instanceof ApiError && error.status === 401) setStanding('clock');
        else setStanding(error instanceof ApiError ? 'ok' : 'offline');
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), BEAT_MS);
    window.addEventListener('online', beat);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', beat);
    };
  }, [display, offset]);
  return standing;
}

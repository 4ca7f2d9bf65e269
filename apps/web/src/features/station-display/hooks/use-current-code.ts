import { msLeftInStep, stepAt } from '@app/shared/domain/presence';
import { presenceCode } from '@app/shared/domain/presence-code';
import { useEffect, useMemo, useState } from 'react';

/**
 * The display's code for the current step (the device clock corrected by `offset`, the
 * server's lead), with the time left; ticks every 250 ms.
 */
export function useCurrentCode(secret: string, offset: number) {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const now = deviceNow + offset;
  const step = stepAt(now);
  // One HMAC per step, not per tick.
  const code = useMemo(() => presenceCode(secret, step), [secret, step]);
  return { step, code, msLeft: msLeftInStep(now) };
}

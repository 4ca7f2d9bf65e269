import { PRESENCE_PERIOD_SECONDS, formatPresenceToken, presenceUrl } from '@app/shared/domain/presence';
import type { PairedDisplay } from '@app/shared/schemas/presence';
import { WifiOff } from 'lucide-react';
import { useState } from 'react';
import { revokeThisDisplay } from '../api/forget-display';
import { useCurrentCode } from '../hooks/use-current-code';
import type { DisplayStanding } from '../hooks/use-heartbeat';
import { displayText } from '../messages';
import { QrCode } from '@/components/ui/qr-code';
import { NetworkError } from '@/lib/api-client';

const RING_RADIUS = 44;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/**
 * What the bay shows: the station, the QR code of the current step, its six digits in large
 * type and a ring for the time left. Black on white, for sunlight.
 */
export function CodeScreen({
  display,
  offset,
  stationName,
  standing,
  wakeLock,
  onForget,
}: {
  display: PairedDisplay;
  offset: number;
  stationName: string;
  standing: DisplayStanding;
  wakeLock: boolean;
  onForget: () => void;
}) {
  const { step, code, msLeft } = useCurrentCode(display.secret, offset);
  const [forgetRefusal, setForgetRefusal] = useState<string | null>(null);
  const url = presenceUrl(window.location.origin, { displayId: display.display_id, step, code });
  const secondsLeft = Math.ceil(msLeft / 1000);
  const fraction = msLeft / (PRESENCE_PERIOD_SECONDS * 1000);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-between gap-3 bg-white p-4 text-black sm:p-6">
      <header className="text-center">
        <p className="text-lg font-semibold uppercase tracking-wide">{displayText.title}</p>
        <h1 className="text-3xl font-black sm:text-5xl">{stationName}</h1>
        <p className="mt-1 text-lg font-bold sm:text-2xl">{displayText.scan}</p>
      </header>

      <div
        className="w-full max-w-[min(80vw,42dvh)]"
        data-presence-token={formatPresenceToken({ displayId: display.display_id, step, code })}
      >
        <QrCode value={url} label={displayText.codeLabel({ code: code.split('').join(' ') })} />
      </div>

      <div className="flex items-center gap-4 sm:gap-8">
        <p
          aria-hidden="true"
          className="font-mono text-5xl font-black whitespace-nowrap tabular-nums sm:text-7xl"
          data-testid="presence-code"
        >
          {code.slice(0, 3)}&thinsp;{code.slice(3)}
        </p>
        <svg viewBox="0 0 100 100" className="h-16 w-16 shrink-0 sm:h-24 sm:w-24" aria-hidden="true">
          <circle cx="50" cy="50" r={RING_RADIUS} fill="none" stroke="#d4d4d8" strokeWidth="10" />
          <circle
            cx="50"
            cy="50"
            r={RING_RADIUS}
            fill="none"
            stroke="#000"
            strokeWidth="10"
            strokeDasharray={RING_LENGTH}
            strokeDashoffset={RING_LENGTH * (1 - fraction)}
            transform="rotate(-90 50 50)"
          />
          <text x="50" y="58" textAnchor="middle" fontSize="26" fontWeight="700">
            {secondsLeft}
          </text>
        </svg>
      </div>
      <p className="sr-only" aria-live="off">
        {displayText.codeLabel({ code: code.split('').join(' ') })} —{' '}
        {displayText.secondsLeft({ seconds: secondsLeft })}
      </p>
      <p className="text-lg">{displayText.orType}</p>

      <footer className="flex w-full flex-col items-center gap-2 text-center text-sm">
        {standing === 'offline' && (
          <p role="status" className="flex items-center gap-2 font-semibold">
            <WifiOff aria-hidden="true" className="h-4 w-4" />
            {displayText.offline}
          </p>
        )}
        {standing === 'clock' && (
          <p role="alert" className="rounded-lg bg-red-700 px-3 py-2 font-semibold text-white">
            {displayText.clock}
          </p>
        )}
        {!wakeLock && <p>{displayText.wakeLockOff}</p>}
        {forgetRefusal && (
          <p role="alert" className="max-w-md rounded-lg bg-amber-100 px-3 py-2 font-semibold text-amber-950">
            {forgetRefusal}
          </p>
        )}
        <button
          type="button"
          className="rounded-lg px-3 py-2 text-slate-700 underline hover:bg-slate-100"
          onClick={() => {
            if (!window.confirm(displayText.forgetConfirm)) return;
            setForgetRefusal(null);
            revokeThisDisplay(display)
              .then(onForget)
              .catch((error: unknown) =>
                setForgetRefusal(
                  error instanceof NetworkError ? displayText.forgetOffline : displayText.forgetOperatorOnly,
                ),
              );
          }}
        >
          {displayText.forget}
        </button>
      </footer>
    </main>
  );
}

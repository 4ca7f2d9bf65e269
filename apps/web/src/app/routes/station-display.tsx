import { CodeScreen } from '@/features/station-display/components/code-screen';
import { PairingForm } from '@/features/station-display/components/pairing-form';
import { useClockOffset } from '@/features/station-display/hooks/use-clock-offset';
import { useHeartbeat } from '@/features/station-display/hooks/use-heartbeat';
import { usePairedDisplay } from '@/features/station-display/hooks/use-paired-display';
import { useWakeLock } from '@/features/station-display/hooks/use-wake-lock';
import { displayText } from '@/features/station-display/messages';
import type { PairedDisplay } from '@app/shared/schemas/presence';
import { useSearchParams } from 'react-router';

/** This screen's texts, in the active language (the router waits for them). */

/**
 * /station-display: the tablet fixed at the bay (no account). Paired once with a code from
 * the admin area; then it shows the station's rotating code, offline too (the page is in
 * the service worker's cache and the code needs only the device clock).
 */
export function StationDisplayRoute() {
  const { display, remember, forget } = usePairedDisplay();
  // The admin's pairing QR opens /station-display?pair=CODE: the code is filled in.
  const [params, setParams] = useSearchParams();
  const scanned = params.get('pair') ?? '';
  const paired = (next: PairedDisplay) => {
    remember(next);
    if (params.has('pair')) setParams({}, { replace: true });
  };
  if (!display) return <PairingForm initialCode={scanned} onPaired={paired} />;
  return <PairedScreen key={display.display_id} display={display} onForget={forget} onPaired={remember} />;
}

function PairedScreen({
  display,
  onForget,
  onPaired,
}: {
  display: PairedDisplay;
  onForget: () => void;
  onPaired: (display: PairedDisplay) => void;
}) {
  const offset = useClockOffset();
  const standing = useHeartbeat(display, offset);
  const wakeLock = useWakeLock(standing !== 'revoked' && standing !== 'unpaired');
  if (standing === 'revoked' || standing === 'unpaired')
    return (
      <PairingForm
        notice={
          standing === 'revoked'
            ? { title: displayText.revokedTitle, text: displayText.revoked }
            : { title: displayText.unpairedTitle, text: displayText.unpaired }
        }
        onPaired={onPaired}
      />
    );
  return (
    <CodeScreen
      display={display}
      offset={offset}
      stationName={display.station}
      standing={standing}
      wakeLock={wakeLock}
      onForget={onForget}
    />
  );
}

import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnectivity } from '@/lib/connectivity';
import { t } from '@/lib/i18n';

/** Shown while the server cannot be reached (the service worker still serves the app shell). */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-amber-400 px-3 py-2 text-sm font-semibold text-slate-900"
    >
      <WifiOff aria-hidden="true" className="h-4 w-4" />
      {t.offline}
    </div>
  );
}

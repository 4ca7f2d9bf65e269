import { WifiOff } from 'lucide-react';
import { t } from '@/lib/i18n';

/**
 * In place of a loader that would spin forever: offline, a query that was never loaded on
 * this phone waits for the network (TanStack Query pauses it), and says so.
 */
export function OfflineNotLoaded() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl bg-white p-4 text-slate-700 shadow-sm ring-1 ring-slate-200"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
      <p>{t.common.offlineNotLoaded}</p>
    </div>
  );
}

import { t } from '@/lib/i18n';
import { CloudOff, XCircle } from 'lucide-react';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { usePendingWashes, useSendPendingWashes } from '../hooks/use-pending-washes';

const when = (iso: string) => `${formatShortDate(new Date(iso))} ${formatZurichTime(new Date(iso))}`;

/**
 * The dashboard's washes taken offline: those still waiting for a network, and apart from
 * them those the server refused when they were sent, each with its reason until the member
 * has read it (a refused wash waits for nothing any more).
 */
export function PendingWashesCard() {
  const { list, dismiss } = usePendingWashes();
  const send = useSendPendingWashes();
  const waiting = list.filter((pending) => !pending.refused);
  const refused = list.filter((pending) => pending.refused);
  return (
    <>
      {waiting.length > 0 && (
        <section
          aria-labelledby="pending-washes-title"
          className="rounded-2xl bg-amber-50 p-4 text-amber-950 shadow-sm ring-1 ring-amber-200"
        >
          <h2 id="pending-washes-title" className="flex items-center gap-2 font-bold">
            <CloudOff aria-hidden="true" className="h-5 w-5" />
            {t.pending.cardTitle}
          </h2>
          <ul className="mt-2 space-y-2">
            {waiting.map((pending) => (
              <li key={pending.id} className="text-sm" data-testid="pending-wash">
                {t.pending.waiting({ station: pending.station, when: when(pending.savedAt) })}
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => void send()} className="btn-secondary mt-3 inline-flex">
            {t.pending.sendNow}
          </button>
        </section>
      )}
      {refused.length > 0 && (
        <section
          aria-labelledby="refused-washes-title"
          className="mt-4 rounded-2xl bg-red-50 p-4 text-red-950 shadow-sm ring-1 ring-red-200 first:mt-0"
        >
          <h2 id="refused-washes-title" className="flex items-center gap-2 font-bold">
            <XCircle aria-hidden="true" className="h-5 w-5 text-red-700" />
            {t.pending.refusedTitle({ count: refused.length })}
          </h2>
          <ul className="mt-2 space-y-2">
            {refused.map((pending) => (
              <li
                key={pending.id}
                className="flex items-start justify-between gap-2 text-sm"
                data-testid="refused-wash"
              >
                <p>
                  <span className="font-semibold">
                    {t.pending.refused({ station: pending.station, when: when(pending.savedAt) })}
                  </span>
                  <span className="block">{pending.refused}</span>
                </p>
                <button
                  type="button"
                  onClick={() => void dismiss(pending.id)}
                  className="shrink-0 rounded-lg px-2 py-1 font-semibold underline"
                >
                  {t.pending.dismiss}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

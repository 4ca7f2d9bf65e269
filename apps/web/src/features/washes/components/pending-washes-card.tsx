import { t } from '@/lib/i18n';
import { CloudOff, XCircle } from 'lucide-react';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { usePendingWashes, useSendPendingWashes } from '../hooks/use-pending-washes';

const when = (iso: string) => `${formatShortDate(new Date(iso))} ${formatZurichTime(new Date(iso))}`;

/** The dashboard's list of washes taken offline and not yet sent (or refused when sent). */
export function PendingWashesCard() {
  const { list, dismiss } = usePendingWashes();
  const send = useSendPendingWashes();
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="pending-washes-title"
      className="rounded-2xl bg-amber-50 p-4 text-amber-950 shadow-sm ring-1 ring-amber-200"
    >
      <h2 id="pending-washes-title" className="flex items-center gap-2 font-bold">
        <CloudOff aria-hidden="true" className="h-5 w-5" />
        {t.pending.cardTitle}
      </h2>
      <ul className="mt-2 space-y-2">
        {list.map((pending) => (
          <li key={pending.id} className="text-sm" data-testid="pending-wash">
            {pending.refused ? (
              <div className="flex items-start justify-between gap-2">
                <p>
                  <XCircle aria-hidden="true" className="mr-1 inline h-4 w-4 text-red-700" />
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
              </div>
            ) : (
              <p>{t.pending.waiting({ station: pending.station, when: when(pending.savedAt) })}</p>
            )}
          </li>
        ))}
      </ul>
      {list.some((pending) => !pending.refused) && (
        <button type="button" onClick={() => void send()} className="btn-secondary mt-3 inline-flex">
          {t.pending.sendNow}
        </button>
      )}
    </section>
  );
}

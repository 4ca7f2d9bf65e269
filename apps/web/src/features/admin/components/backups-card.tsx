import { LoadError } from '@/components/ui/load-error';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { formatNumber } from '@/lib/format';
import { useBackups } from '../api/get-backups';
import { adminText } from '../messages';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.backups;

function when(iso: string): string {
  const instant = new Date(iso);
  return `${formatShortDate(instant)} ${formatZurichTime(instant)}`;
}

const MEGABYTE = 1024 * 1024;

/** "0,4 Mo", "12 Mo", "1 204 Mo". */
function size(bytes: number): string {
  const megabytes = bytes / MEGABYTE;
  if (megabytes >= 10) return `${formatNumber(megabytes)} Mo`;
  return `${Math.max(0.1, megabytes).toFixed(1).replace('.', ',')} Mo`;
}

/** The operator's view of the backups: schedule, last success, next one, failures. */
export function BackupsCard() {
  const { data, isPending, isError, refetch } = useBackups();
  return (
    <section
      className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="backups-title"
    >
      <h3 id="backups-title" className="mb-1 font-bold text-slate-900">
        {words().title}
      </h3>
      {isPending && <p className="text-sm text-slate-600">{words().loading}</p>}
      {isError && <LoadError message={adminText.loadError} onRetry={() => void refetch()} />}
      {data && (
        <div className="space-y-2 text-sm">
          <p className="text-slate-700">
            {data.scheduled && data.every_hours
              ? words().schedule({ hours: data.every_hours, keep: data.keep })
              : words().off}
          </p>
          <dl className="space-y-1">
            <div className="flex flex-wrap justify-between gap-x-2">
              <dt className="text-slate-600">{words().last}</dt>
              <dd className="font-semibold">
                {data.last_success
                  ? `${when(data.last_success.started_at)} · ${size(data.last_success.bytes)}`
                  : words().none}
              </dd>
            </div>
            {data.next_at && (
              <div className="flex flex-wrap justify-between gap-x-2">
                <dt className="text-slate-600">{words().next}</dt>
                <dd className="font-semibold">{when(data.next_at)}</dd>
              </div>
            )}
          </dl>
          {data.runs.length > 0 && (
            <>
              <h4 className="font-semibold text-slate-900">{words().recent}</h4>
              <ul className="space-y-1">
                {data.runs.map((run) => (
                  <li key={run.id} className="break-words">
                    <span>{when(run.started_at)}</span>{' '}
                    <span className="text-slate-600">
                      ({run.trigger === 'schedule' ? words().scheduled : words().manual})
                    </span>{' '}
                    {run.error ? (
                      <span className="font-semibold text-red-700">
                        {words().failed} : {run.error}
                      </span>
                    ) : run.finished_at ? (
                      <span>
                        {run.file} · {size(run.bytes ?? 0)}
                      </span>
                    ) : (
                      <span>{words().running}</span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}

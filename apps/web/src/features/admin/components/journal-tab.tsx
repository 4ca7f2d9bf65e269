import { useId, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { adminText } from '../messages';
import { Pager } from './pager';

/** The audit log (read only): who did what, when, to what, with the before/after. */
export function JournalTab() {
  const words = adminText.journal;
  const [skip, setSkip] = useState(0);
  const [action, setAction] = useState('');
  const { data, isPending, isError, refetch } = useAuditLog(skip, action);
  const filterId = useId();
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={filterId} className="field-label">
          {words.action}
        </label>
        <select
          id={filterId}
          className="field-input"
          value={action}
          onChange={(event) => {
            setAction(event.target.value);
            setSkip(0);
          }}
        >
          <option value="">{words.all}</option>
          {data?.actions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {isPending ? (
        <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />
      ) : isError ? (
        <LoadError message={adminText.loadError} onRetry={() => void refetch()} />
      ) : data.entries.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {words.empty}
        </p>
      ) : (
        <ol className="space-y-2">
          {data.entries.map((entry) => {
            const at = new Date(entry.created_at);
            return (
              <li
                key={entry.id}
                className="rounded-2xl bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200"
                data-testid="audit-entry"
              >
                <p>
                  <span className="font-mono font-bold text-slate-900">{entry.action}</span>{' '}
                  <span className="text-slate-700">{words.by(entry.admin_name)}</span>{' '}
                  <time className="text-slate-600" dateTime={entry.created_at}>
                    {formatShortDate(at)} {formatZurichTime(at)}
                  </time>
                </p>
                <p className="text-slate-700">{words.target(entry.target_type, entry.target_id)}</p>
                {entry.details && (
                  <pre
                    tabIndex={0}
                    className="mt-1 max-h-40 overflow-auto rounded-lg bg-slate-50 p-2 text-xs whitespace-pre-wrap text-slate-800"
                  >
                    {JSON.stringify(entry.details, null, 2)}
                  </pre>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {data && <Pager skip={skip} size={50} total={data.total} onSkip={setSkip} />}
    </div>
  );
}

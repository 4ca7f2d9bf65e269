import { memberPage } from '../lib/member-link';
import { Link } from 'react-router';
import type { AuditEntry } from '@app/shared/schemas/admin';
import { useId, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { noJournalFilters, useAuditLog, type JournalFilters } from '../api/get-audit-log';
import {
  fieldName,
  journalLines,
  type JournalLine,
  type JournalWords,
  type People,
} from '@app/shared/domain/journal';
import { currentLocale } from '@/lib/i18n';
import { adminText } from '../messages';
import { ExportLink } from './export-link';
import { DayField } from './filter-fields';
import { Pager } from './pager';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.journal;
const sentence = (action: string) => (words().actions as Record<string, string>)[action] ?? action;
/** The journal's words in the operator's language (shared with the CSV export). */
const journalWords = (): JournalWords => ({
  locale: currentLocale(),
  yes: words().yes,
  no: words().no,
  fields: words().fields,
  scaleLabels: adminText.pointsScale.labels as Record<string, string>,
});
const fieldLabel = (key: string) => fieldName(key, journalWords());

/** A line's value: a member by name, linked to their page, the id on hover. */
function LineValue({ line }: { line: JournalLine }) {
  const value = line.memberId ? (
    <Link
      to={memberPage(line.memberId)}
      className="font-semibold text-brand-800 underline"
      title={words().targetId({ id: line.memberId })}
    >
      {line.value}
    </Link>
  ) : (
    line.value
  );
  return line.before !== undefined ? (
    <>
      {line.before} → {value}
    </>
  ) : (
    value
  );
}

function Entry({ entry, people }: { entry: AuditEntry; people: People }) {
  const at = new Date(entry.created_at);
  const lines = journalLines(entry.details, journalWords(), people);
  return (
    <li
      className="rounded-2xl bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200"
      data-testid="audit-entry"
    >
      <p>
        <span className="font-bold text-slate-900">{sentence(entry.action)}</span>
        {entry.target_name && (
          <>
            {' · '}
            {entry.target_type === 'user' && entry.target_id ? (
              <Link
                to={memberPage(entry.target_id)}
                className="font-semibold text-brand-800 underline"
                title={words().targetId({ id: entry.target_id })}
              >
                {entry.target_name}
              </Link>
            ) : (
              <span
                className="font-semibold text-slate-900"
                title={entry.target_id ? words().targetId({ id: entry.target_id }) : undefined}
              >
                {entry.target_name}
              </span>
            )}
          </>
        )}
      </p>
      <p className="text-slate-700">
        {words().by({ name: entry.admin_name })}{' '}
        <time dateTime={entry.created_at}>
          {formatShortDate(at)} {formatZurichTime(at)}
        </time>
      </p>
      {lines.length > 0 && (
        <dl className="mt-1 grid grid-cols-1 gap-x-3 rounded-lg bg-slate-50 p-2 text-slate-800 sm:grid-cols-[auto_1fr]">
          {lines.map((line, index) => (
            <div key={`${line.key}-${index}`} className="contents">
              <dt className="font-semibold">
                {line.group ? `${line.group} · ${fieldLabel(line.key)}` : fieldLabel(line.key)}
              </dt>
              <dd className="break-words">
                <LineValue line={line} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** The audit log (read only), in French: who did what, when, to whom, and what changed. */
export function JournalTab({ initial = noJournalFilters }: { initial?: JournalFilters }) {
  const [skip, setSkip] = useState(0);
  const [filters, setFilters] = useState(initial);
  const { data, isPending, isError, refetch } = useAuditLog(skip, filters);
  const base = useId();
  const change = (changes: Partial<JournalFilters>) => {
    setFilters({ ...filters, ...changes });
    setSkip(0);
  };
  return (
    <div className="space-y-3">
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <legend className="sr-only">{words().filters}</legend>
        <div>
          <label htmlFor={`${base}-action`} className="field-label">
            {words().action}
          </label>
          <select
            id={`${base}-action`}
            className="field-input"
            value={filters.action}
            onChange={(event) => change({ action: event.target.value })}
          >
            <option value="">{words().all}</option>
            {data?.actions.map((name) => (
              <option key={name} value={name}>
                {sentence(name)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${base}-q`} className="field-label">
            {words().search}
          </label>
          <input
            id={`${base}-q`}
            className="field-input"
            type="search"
            maxLength={100}
            value={filters.q}
            onChange={(event) => change({ q: event.target.value })}
          />
        </div>
        <DayField label={words().from} value={filters.from} onChange={(from) => change({ from })} />
        <DayField label={words().to} value={filters.to} onChange={(to) => change({ to })} />
      </fieldset>
      <ExportLink
        kind="journal"
        filters={{
          action: filters.action,
          q: filters.q,
          // The export narrows to a member; the tab's other targets (a reward, a post) are not one.
          member: /^[0-9a-f-]{36}$/i.test(filters.targetId) ? filters.targetId : '',
          from: filters.from,
          to: filters.to,
        }}
      />
      {isPending ? (
        <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />
      ) : isError ? (
        <LoadError message={adminText.loadError} onRetry={() => void refetch()} />
      ) : data.entries.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {words().empty}
        </p>
      ) : (
        <ol className="space-y-2">
          {data.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} people={data.people} />
          ))}
        </ol>
      )}
      {data && <Pager skip={skip} size={50} total={data.total} onSkip={setSkip} />}
    </div>
  );
}

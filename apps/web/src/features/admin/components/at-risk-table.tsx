import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/format';
import type { Retention } from '../api/get-retention';
import { adminText } from '../messages';
import { ExportLink } from './export-link';

type Member = Retention['at_risk'][number];
type Column = 'name' | 'last_wash_at' | 'usual_interval_days' | 'days_since';

const COMPARE: Record<Column, (a: Member, b: Member) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  last_wash_at: (a, b) => a.last_wash_at.localeCompare(b.last_wash_at),
  usual_interval_days: (a, b) => a.usual_interval_days - b.usual_interval_days,
  days_since: (a, b) => a.days_since - b.days_since,
};

/** The members past one and a half usual intervals, most overdue first; each column sorts. */
export function AtRiskTable({ members, total }: { members: Member[]; total: number }) {
  const words = adminText.retention;
  // null: the server's order (the most overdue against their own rhythm first).
  const [sort, setSort] = useState<{ column: Column; descending: boolean } | null>(null);
  const sorted = sort
    ? [...members].sort((a, b) => (sort.descending ? -1 : 1) * COMPARE[sort.column](a, b))
    : members;
  const header = (column: Column, label: string) => {
    const active = sort?.column === column;
    return (
      <th
        scope="col"
        className="px-2 py-1 text-left"
        aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      >
        <button
          type="button"
          className="rounded font-semibold text-brand-800 underline-offset-2 hover:underline"
          onClick={() => setSort({ column, descending: active ? !sort.descending : column !== 'name' })}
        >
          {label}
          {active && <span aria-hidden="true">{sort.descending ? ' ↓' : ' ↑'}</span>}
        </button>
      </th>
    );
  };
  return (
    <section className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-bold text-slate-900">{words.atRiskTitle}</h4>
        {total > 0 && <ExportLink kind="at_risk" />}
        {total > 0 && (
          <Link
            to={`${paths.admin}?tab=announcements&audience=at_risk`}
            className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {words.writeToThem}
          </Link>
        )}
      </div>
      {members.length === 0 ? (
        <p className="text-sm text-slate-600">{words.atRiskEmpty}</p>
      ) : (
        <>
          {total > members.length && (
            <p className="text-xs text-slate-600">{words.atRiskShown({ shown: members.length, total })}</p>
          )}
          <div
            className="relative max-h-96 overflow-auto"
            tabIndex={0}
            role="region"
            aria-label={words.atRiskTitle}
          >
            <table className="min-w-full whitespace-nowrap text-sm">
              <thead className="sticky top-0 bg-white">
                <tr>
                  {header('name', words.name)}
                  {header('last_wash_at', words.lastWash)}
                  {header('usual_interval_days', words.usual)}
                  {header('days_since', words.since)}
                </tr>
              </thead>
              <tbody>
                {sorted.map((member) => (
                  <tr key={member.user_id} className="border-t border-slate-100">
                    <td className="px-2 py-1">{member.name}</td>
                    <td className="px-2 py-1">{formatShortDate(new Date(member.last_wash_at))}</td>
                    <td className="px-2 py-1">
                      {words.days({ count: Math.round(member.usual_interval_days * 10) / 10 })}
                    </td>
                    <td className="px-2 py-1 font-semibold">{words.days({ count: member.days_since })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

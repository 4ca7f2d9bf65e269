import { addDays, zurichDay } from '@app/shared/domain/zurich-time';
import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { formatDecimal, formatNumber } from '@/lib/format';
import { useJourneyStatistics, type JourneyStats } from '../api/get-journeys';
import { adminText } from '../messages';
import { ExportLink } from './export-link';
import { DayField } from './filter-fields';

type Row = JourneyStats['journeys'][number];

const percent = (share: number | null) => (share === null ? '–' : `${formatDecimal(share * 100)} %`);

function Lift({ row }: { row: Row }) {
  const words = adminText.journeys;
  if (row.lift === null || row.ci_low === null || row.ci_high === null) return <>–</>;
  return (
    <>
      {words.liftValue({
        lift: formatDecimal(row.lift),
        low: formatDecimal(row.ci_low),
        high: formatDecimal(row.ci_high),
      })}
      <span
        className={`ml-1 inline-block rounded-full px-2 text-xs font-semibold ${
          row.significant ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
        }`}
      >
        {row.significant ? words.significant : words.notSignificant}
      </span>
    </>
  );
}

/** Statistics → « Relances » (issue 33): does each journey bring members back, against its control group? */
export function JourneyStatsSection() {
  const words = adminText.journeys;
  const today = zurichDay(new Date());
  const [period, setPeriod] = useState({ from: addDays(today, -29), to: today });
  const { data, isPending, isError, refetch } = useJourneyStatistics(period);
  const columns = words.columns;
  return (
    <div className="space-y-3">
      <div>
        <h3 id="journey-stats-title" className="text-lg font-bold text-slate-900">
          {words.statsTitle}
        </h3>
        <p className="text-sm text-slate-600">{words.statsIntro}</p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <DayField
          label={words.from}
          value={period.from}
          onChange={(from) => from && setPeriod({ ...period, from })}
        />
        <DayField label={words.to} value={period.to} onChange={(to) => to && setPeriod({ ...period, to })} />
        <ExportLink kind="journeys" filters={period} />
      </div>
      {isPending && <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />}
      {isError && <LoadError message={adminText.loadError} onRetry={() => void refetch()} />}
      {data && (
        // Scrolled sideways on a phone; focusable so that the keyboard scrolls it too.
        <div
          className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          tabIndex={0}
          role="region"
          aria-labelledby="journey-stats-title"
        >
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">{words.statsTitle}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {[
                  columns.journey,
                  columns.eligible,
                  columns.sent,
                  columns.control,
                  columns.opened,
                  columns.returnedSent,
                  columns.returnedControl,
                  columns.lift,
                  columns.points,
                ].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.journeys.map((row) => (
                <tr key={row.key} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                    {words.names[row.key]}
                  </th>
                  <td className="px-3 py-2">{formatNumber(row.eligible)}</td>
                  <td className="px-3 py-2">{formatNumber(row.sent)}</td>
                  <td className="px-3 py-2">{formatNumber(row.control)}</td>
                  <td className="px-3 py-2">{formatNumber(row.opened)}</td>
                  <td className="px-3 py-2">{percent(row.returned_sent)}</td>
                  <td className="px-3 py-2">{percent(row.returned_control)}</td>
                  <td className="px-3 py-2">
                    <Lift row={row} />
                  </td>
                  <td className="px-3 py-2">{formatNumber(row.points_paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

import { formatNumber } from '@/lib/format';
import type { Retention } from '../api/get-retention';
import { cohortCellColours } from '../lib/cohort-colours';
import { adminText } from '../messages';

const monthLabel = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

/** The monthly cohorts: one row per month of first wash, one column per following month. */
export function CohortGrid({ cohorts }: { cohorts: Retention['cohorts'] }) {
  const words = adminText.retention;
  const followed = cohorts[0]?.rates.length ?? 0;
  return (
    <section className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <h4 className="font-bold text-slate-900">{words.cohortsTitle}</h4>
      <p id="cohorts-caption" className="mb-2 text-xs text-slate-600">
        {words.cohortsCaption}
      </p>
      {/* Scrolled sideways on a phone; focusable so that the keyboard scrolls it too. */}
      <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-labelledby="cohorts-caption">
        <table className="min-w-full border-separate border-spacing-0.5 whitespace-nowrap text-xs">
          <caption className="sr-only">{words.cohortsTitle}</caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 bg-white px-1 text-left">
                {words.cohortMonth}
              </th>
              <th scope="col" className="px-1 text-right">
                {words.cohortSize}
              </th>
              {Array.from({ length: followed }, (_, index) => (
                <th key={index} scope="col" className="px-1 text-center font-semibold">
                  {words.monthAfter({ count: index + 1 })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cohorts.map((cohort) => (
              <tr key={cohort.month}>
                <th scope="row" className="sticky left-0 bg-white px-1 text-left font-semibold">
                  {monthLabel(cohort.month)}
                </th>
                <td className="px-1 text-right">{formatNumber(cohort.size)}</td>
                {cohort.rates.map((rate, index) =>
                  rate === null ? (
                    <td key={index} className="px-1 text-center text-slate-500">
                      <span aria-hidden="true">·</span>
                      <span className="sr-only">{words.notYet}</span>
                    </td>
                  ) : (
                    <td
                      key={index}
                      className="min-w-10 rounded px-1 py-1 text-center font-semibold"
                      style={cohortCellColours(rate)}
                    >
                      {formatNumber(rate * 100)} %
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

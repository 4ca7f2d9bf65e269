import { LoadError } from '@/components/ui/load-error';
import { formatNumber } from '@/lib/format';
import { useRetention } from '../api/get-retention';
import { adminText } from '../messages';
import { AtRiskTable } from './at-risk-table';
import { BarChart } from './bar-chart';
import { CohortGrid } from './cohort-grid';

const weekLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** Statistics → « Fidélité »: do members come back (issue 33)? */
export function RetentionSection() {
  const words = adminText.retention;
  const { data, isPending, isError, refetch } = useRetention();
  return (
    <section aria-labelledby="retention-title" className="space-y-3">
      <div>
        <h3 id="retention-title" className="text-lg font-bold text-slate-900">
          {words.title}
        </h3>
        <p className="text-sm text-slate-600">{words.intro}</p>
      </div>
      {isPending && <div className="h-48 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />}
      {isError && <LoadError message={adminText.loadError} onRetry={() => void refetch()} />}
      {data && (
        <>
          <div className="grid grid-cols-2 gap-2">
            <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
              <p className="text-xs font-semibold text-slate-600">{words.earlyReturn}</p>
              <p className="text-2xl font-black text-brand-900">
                {data.early_return === null ? '–' : `${formatNumber(data.early_return * 100)} %`}
              </p>
              <p className="text-xs text-slate-600">
                {words.earlyReturnDetail({ count: data.early_return_members })}
              </p>
            </div>
            <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
              <p className="text-xs font-semibold text-slate-600">{words.atRisk}</p>
              <p className="text-2xl font-black text-brand-900">{formatNumber(data.at_risk_total)}</p>
              <p className="text-xs text-slate-600">{words.atRiskDetail}</p>
            </div>
          </div>
          <CohortGrid cohorts={data.cohorts} />
          <BarChart
            title={words.weeklyTitle}
            labels={data.weekly_active.map((week) => weekLabel(week.week_start))}
            values={data.weekly_active.map((week) => week.count)}
            columns={[words.week, words.members]}
          />
          <AtRiskTable members={data.at_risk} total={data.at_risk_total} />
        </>
      )}
    </section>
  );
}

import { LoadError } from '@/components/ui/load-error';
import { formatNumber } from '@/lib/format';
import { useRetention } from '../api/get-retention';
import { adminText } from '../messages';
import { AtRiskTable } from './at-risk-table';
import { BarChart } from './bar-chart';
import { CohortGrid } from './cohort-grid';
import { Figure } from './figure';

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
            <Figure
              label={words.earlyReturn}
              value={data.early_return === null ? '–' : `${formatNumber(data.early_return * 100)} %`}
              detail={words.earlyReturnDetail({ count: data.early_return_members })}
            />
            <Figure label={words.atRisk} value={data.at_risk_total} detail={words.atRiskDetail} />
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

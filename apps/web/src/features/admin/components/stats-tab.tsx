import { ledgerReasonFr } from '@app/shared/texts/ledger.fr';
import { STATION_NAMES } from '@app/shared/domain/stations';
import { useMemo } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { formatNumber } from '@/lib/i18n';
import { useStatistics } from '../api/get-statistics';
import { adminText } from '../messages';
import { BarChart } from './bar-chart';

function Figure({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <p className="text-xs font-semibold text-slate-600">{label}</p>
      <p className="text-2xl font-black text-brand-900">{formatNumber(value)}</p>
      {detail && <p className="text-xs text-slate-600">{detail}</p>}
    </div>
  );
}

function Counts({ title, entries }: { title: string; entries: [string, number][] }) {
  return (
    <section className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <h3 className="mb-1 font-bold text-slate-900">{title}</h3>
      {entries.length === 0 && <p className="text-sm text-slate-600">{adminText.stats.none}</p>}
      <dl className="space-y-1 text-sm">
        {entries.map(([name, value]) => (
          <div key={name} className="flex justify-between gap-2">
            <dt className="text-slate-700">{name}</dt>
            <dd className="font-semibold">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function StatsTab() {
  const words = adminText.stats;
  const { data, isPending, isError, refetch } = useStatistics();
  const days = useMemo(
    () => ({
      labels: data?.washes_per_day.map((row) => `${row.day.slice(8, 10)}.${row.day.slice(5, 7)}`) ?? [],
      values: data?.washes_per_day.map((row) => row.count) ?? [],
    }),
    [data],
  );
  const hours = useMemo(
    () => ({
      labels: data?.washes_per_hour.map((row) => `${row.hour} h`) ?? [],
      values: data?.washes_per_hour.map((row) => row.count) ?? [],
    }),
    [data],
  );
  const stations = useMemo(
    () => ({
      labels: [...STATION_NAMES],
      values: STATION_NAMES.map((name) => data?.wash_stats.by_station[name] ?? 0),
    }),
    [data],
  );
  if (isPending) return <div className="h-64 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;
  if (isError) return <LoadError message={adminText.loadError} onRetry={() => void refetch()} />;
  const users = data.user_stats;
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <Figure
          label={words.users}
          value={users.total}
          detail={`${words.newUsers(users.recent_30_days)} · ${words.providers(users.by_auth_provider.manual, users.by_auth_provider.google, users.by_auth_provider.apple)}`}
        />
        <Figure
          label={words.washes}
          value={data.wash_stats.total}
          detail={words.newWashes(data.wash_stats.recent_30_days)}
        />
        <Figure label={words.sharers} value={users.with_social_shares} />
        <Figure label={words.reviewers} value={users.with_google_reviews} />
      </div>
      <BarChart
        title={words.perDay}
        labels={days.labels}
        values={days.values}
        columns={[words.day, words.count]}
      />
      <div className="grid gap-3 md:grid-cols-2">
        <BarChart
          title={words.perHour}
          labels={hours.labels}
          values={hours.values}
          columns={[words.hour, words.count]}
        />
        <BarChart
          title={words.byStation}
          labels={stations.labels}
          values={stations.values}
          columns={[words.station, words.count]}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        <Counts title={words.preferences} entries={Object.entries(data.station_preferences)} />
        <Counts
          title={words.pointsByReason}
          entries={Object.entries(data.points_by_reason).map(([reason, points]) => [
            ledgerReasonFr(reason),
            points,
          ])}
        />
        <section className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <h3 className="mb-1 font-bold text-slate-900">{words.topUsers}</h3>
          <ol className="space-y-1 text-sm">
            {data.top_users.map((user, index) => (
              <li key={`${user.name}-${index}`} className="flex justify-between gap-2">
                <span className="truncate">
                  {index + 1}. {user.name} <span className="text-slate-600">({user.level_name})</span>
                </span>
                <span className="font-semibold">{formatNumber(user.total_points)}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

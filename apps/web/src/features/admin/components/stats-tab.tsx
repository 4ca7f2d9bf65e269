import { STATISTICS_PERIODS, type StatisticsPeriod } from '@app/shared/domain/statistics';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { formatNumber } from '@/lib/format';
import { defaultStatisticsFilters, useStatistics, type StatisticsFilters } from '../api/get-statistics';
import { adminText } from '../messages';
import { BarChart } from './bar-chart';
import { ExportLink } from './export-link';
import { Figure } from './figure';
import { RetentionSection } from './retention-section';
import { DayField, StationField } from './filter-fields';
import { useAdminStationNames } from './station-options';

// Its own chunk: the statistics' first screen stays within its budget.
const JourneyStatsSection = lazy(() =>
  import('./journey-stats-section').then((m) => ({ default: m.JourneyStatsSection })),
);

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

const swissDay = (day: string) => day.split('-').reverse().join('.');
const MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];
/** "2026-11-05" as "05.11"; "2026-11" as "nov. 26". */
const seriesLabel = (label: string) =>
  label.length === 7
    ? `${MONTHS[Number(label.slice(5, 7)) - 1]} ${label.slice(2, 4)}`
    : `${label.slice(8, 10)}.${label.slice(5, 7)}`;

function PeriodControls({
  filters,
  onChange,
}: {
  filters: StatisticsFilters;
  onChange: (changes: Partial<StatisticsFilters>) => void;
}) {
  const words = adminText.stats;
  const base = useId();
  return (
    <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-4">
      <legend className="sr-only">{words.periodControls}</legend>
      <div>
        <label htmlFor={`${base}-period`} className="field-label">
          {words.period}
        </label>
        <select
          id={`${base}-period`}
          className="field-input"
          value={filters.period}
          onChange={(event) => onChange({ period: event.target.value as StatisticsPeriod })}
        >
          {STATISTICS_PERIODS.map((period) => (
            <option key={period} value={period}>
              {words.periods[period]}
            </option>
          ))}
        </select>
      </div>
      <StationField
        label={words.station}
        allLabel={words.allStations}
        value={filters.station}
        onChange={(station) => onChange({ station })}
      />
      {filters.period === 'custom' && (
        <>
          <DayField label={words.from} value={filters.from} onChange={(from) => onChange({ from })} />
          <DayField label={words.to} value={filters.to} onChange={(to) => onChange({ to })} />
        </>
      )}
    </fieldset>
  );
}

function TrendFigure({
  label,
  figure,
}: {
  label: string;
  figure: { current: number; previous: number; trend_percent: number | null };
}) {
  const trend = figure.trend_percent;
  const tone =
    trend === null || trend > 0 ? 'text-emerald-800' : trend < 0 ? 'text-red-800' : 'text-slate-600';
  return (
    <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200" data-testid="period-figure">
      <p className="text-xs font-semibold text-slate-600">{label}</p>
      <p className="text-2xl font-black text-brand-900">{formatNumber(figure.current)}</p>
      <p className={`text-xs font-semibold ${tone}`}>
        {adminText.stats.trend({
          change: trend === null ? 'new' : trend === 0 ? 'same' : trend > 0 ? 'up' : 'down',
          percent: Math.abs(trend ?? 0),
        })}
      </p>
    </div>
  );
}

function PeriodSection() {
  const words = adminText.stats;
  const stationNames = useAdminStationNames();
  const [filters, setFilters] = useState<StatisticsFilters>(defaultStatisticsFilters);
  // A custom period waits for its first day before asking.
  const ready = filters.period !== 'custom' || filters.from !== '';
  const { data, isError, refetch } = useStatistics(ready ? filters : defaultStatisticsFilters);
  const range = data?.range;
  const headingId = useId();
  const series = useMemo(
    () => ({
      labels: range?.washes_series.map((row) => seriesLabel(row.label)) ?? [],
      values: range?.washes_series.map((row) => row.count) ?? [],
    }),
    [range],
  );
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {words.periodTitle}
      </h2>
      <PeriodControls filters={filters} onChange={(changes) => setFilters({ ...filters, ...changes })} />
      {isError && <LoadError message={adminText.loadError} onRetry={() => void refetch()} />}
      {range && (
        <>
          <div aria-live="polite">
            <p className="text-sm font-semibold text-slate-800">
              {words.range({
                span: range.from === range.to ? 'day' : 'days',
                from: swissDay(range.from),
                to: swissDay(range.to),
                station: range.station ?? 'all',
              })}
            </p>
            <p className="text-xs text-slate-600">
              {words.previousPeriod({
                span: range.previous_from === range.previous_to ? 'day' : 'days',
                from: swissDay(range.previous_from),
                to: swissDay(range.previous_to),
              })}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-5">
            {(Object.keys(words.figures) as (keyof typeof words.figures)[]).map((key) => (
              <TrendFigure key={key} label={words.figures[key]} figure={range.figures[key]} />
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <ExportLink
              kind="washes"
              filters={{ from: range.from, to: range.to, station: range.station ?? '' }}
            />
            <ExportLink
              kind="ledger"
              filters={{ from: range.from, to: range.to, station: range.station ?? '' }}
            />
          </div>
          <BarChart
            title={words.series[range.step]}
            labels={series.labels}
            values={series.values}
            columns={[range.step === 'day' ? words.day : words.month, words.count]}
          />
          <div className="grid gap-3 md:grid-cols-2">
            <BarChart
              title={words.periodHours}
              labels={range.washes_per_hour.map((row) => `${row.hour} h`)}
              values={range.washes_per_hour.map((row) => row.count)}
              columns={[words.hour, words.count]}
            />
            <BarChart
              title={words.periodStations}
              labels={stationNames}
              values={stationNames.map((name) => range.by_station[name] ?? 0)}
              columns={[words.station, words.count]}
            />
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            <Counts
              title={words.periodPoints}
              entries={Object.entries(range.points_by_reason).map(([reason, points]) => [
                (adminText.stats.ledgerReasons as Record<string, string>)[reason] ?? reason,
                points,
              ])}
            />
            <Counts
              title={words.redemptionsByPartner}
              entries={Object.entries(range.redemptions_by_partner)}
            />
          </div>
        </>
      )}
    </section>
  );
}

export function StatsTab() {
  const words = adminText.stats;
  const { data, isPending, isError, refetch } = useStatistics();
  if (isPending) return <div className="h-64 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;
  if (isError) return <LoadError message={adminText.loadError} onRetry={() => void refetch()} />;
  const users = data.user_stats;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <Figure
          label={words.users}
          value={users.total}
          detail={`${words.newUsers({ count: users.recent_30_days })} · ${words.providers({ manual: users.by_auth_provider.manual, google: users.by_auth_provider.google, apple: users.by_auth_provider.apple })}`}
        />
        <Figure
          label={words.washes}
          value={data.wash_stats.total}
          detail={words.newWashes({ count: data.wash_stats.recent_30_days })}
        />
        <Figure label={words.sharers} value={users.with_social_shares} />
        <Figure label={words.reviewers} value={users.with_google_reviews} />
      </div>
      <PeriodSection />
      <RetentionSection />
      <Suspense fallback={<div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />}>
        <JourneyStatsSection />
      </Suspense>
      <div className="grid gap-3 md:grid-cols-3">
        <Counts title={words.preferences} entries={Object.entries(data.station_preferences)} />
        <Counts
          title={words.pointsByReason}
          entries={Object.entries(data.points_by_reason).map(([reason, points]) => [
            (adminText.stats.ledgerReasons as Record<string, string>)[reason] ?? reason,
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

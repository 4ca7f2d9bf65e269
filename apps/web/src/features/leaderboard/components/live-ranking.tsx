import { Activity, RefreshCw } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { useUser } from '@/lib/auth';
import { formatZurichTime } from '@/lib/format';
import { t } from '@/lib/i18n';
import { formatNumber } from '@/lib/format';
import { useLiveRanking } from '../api/get-live-ranking';
import { RankMedal } from './rank-medal';

/** The ranking tab of /viral-features: kept live by the event stream's ranking events. */
export function LiveRanking() {
  const { data: user } = useUser();
  const { data, isPending, isError, refetch, isFetching } = useLiveRanking();
  const words = t.viral.ranking;
  if (isPending) return <div className="h-64 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;
  if (isError && !data) return <LoadError message={words.loadError} onRetry={() => void refetch()} />;
  return (
    <div className="space-y-4">
      <section className="rounded-2xl bg-gradient-to-br from-emerald-700 to-brand-900 p-5 text-white shadow-md">
        <p className="text-sm font-semibold text-emerald-50">{words.yourPosition}</p>
        <p className="text-3xl font-black" data-testid="live-position">
          {words.position({ position: data.user_position, total: data.total_users })}
        </p>
        {user && (
          <p className="mt-1 text-emerald-50">
            {t.common.pointsLong({ points: user.total_points })} ·{' '}
            {t.home.levelLine({ level: user.level, name: user.level_name })}
          </p>
        )}
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="btn-secondary mt-3 inline-flex px-3 py-2 text-sm"
        >
          <RefreshCw aria-hidden="true" className={`h-4 w-4 ${isFetching ? 'animate-spin' : ''}`} />
          {words.refresh}
        </button>
      </section>

      <section
        aria-labelledby="live-top"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="live-top" className="font-bold text-slate-900">
          {words.top}
        </h2>
        {data.top_3.length === 0 ? (
          <p className="mt-1 text-slate-600">{t.leaderboard.empty}</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {data.top_3.map((entry, index) => (
              <li
                key={`${entry.name}-${index}`}
                className="flex items-center gap-3 rounded-xl bg-slate-50 px-3 py-2"
              >
                <RankMedal rank={index + 1} />
                <span className="min-w-0 flex-1 truncate font-semibold">{entry.name}</span>
                <span className="text-sm text-slate-600">{words.level({ level: entry.level })}</span>
                <span className="font-bold text-brand-900">{t.common.points({ points: entry.points })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section
        aria-labelledby="live-activity"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="live-activity" className="flex items-center gap-2 font-bold text-slate-900">
          <Activity aria-hidden="true" className="h-5 w-5 text-emerald-700" />
          {words.recent}
        </h2>
        {data.recent_activities.length === 0 ? (
          <p className="mt-1 text-slate-600">{words.noActivity}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {data.recent_activities.map((activity) => (
              <li
                key={`${activity.timestamp}-${activity.user_name}`}
                className="flex items-center justify-between gap-2"
              >
                <span className="min-w-0 truncate">
                  <span className="font-semibold">{activity.user_name}</span> · {activity.station} ·{' '}
                  <time dateTime={activity.timestamp}>{formatZurichTime(new Date(activity.timestamp))}</time>
                </span>
                <span className="shrink-0 font-bold text-emerald-700">
                  +{formatNumber(activity.points_earned)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

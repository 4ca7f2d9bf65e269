import { History } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { formatNumber, formatShortDate, formatZurichTime } from '@/lib/format';
import { t } from '@/lib/i18n';
import { usePointsHistory } from '../api/get-points-history';

/**
 * Every change of the member's points with its date and reason (docs/product.md, the
 * points economy): "why did I lose these points?" answers itself.
 */
export function PointsHistory() {
  const words = t.profile.history;
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    usePointsHistory();
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card title={words.title} icon={History}>
      {isPending ? (
        <div className="mt-2 h-24 animate-pulse rounded-xl bg-slate-100" aria-busy="true" />
      ) : isError && !data ? (
        <LoadError message={words.loadError} onRetry={() => void refetch()} />
      ) : entries.length === 0 ? (
        <p className="mt-2 text-slate-600">{words.empty}</p>
      ) : (
        <>
          <ol className="mt-2 divide-y divide-slate-100" data-testid="points-history">
            {entries.map((entry) => {
              const at = new Date(entry.created_at);
              return (
                <li key={entry.id} className="flex items-start justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="break-words text-slate-900">{entry.label}</p>
                    <p className="text-sm text-slate-600">
                      <time dateTime={entry.created_at}>
                        {formatShortDate(at)} · {formatZurichTime(at)}
                      </time>
                    </p>
                  </div>
                  <p
                    className={`shrink-0 font-bold ${entry.delta < 0 ? 'text-red-700' : 'text-emerald-700'}`}
                    aria-label={words.amount({
                      direction: entry.delta < 0 ? 'lost' : 'won',
                      points: Math.abs(entry.delta),
                    })}
                  >
                    {entry.delta > 0 ? `+${formatNumber(entry.delta)}` : formatNumber(entry.delta)}
                  </p>
                </li>
              );
            })}
          </ol>
          {hasNextPage && (
            <button
              type="button"
              className="btn-secondary mt-2 w-full"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? words.loading : words.more}
            </button>
          )}
        </>
      )}
    </Card>
  );
}

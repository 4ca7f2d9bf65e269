import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '@app/shared/domain/leaderboard';
import type { LeaderboardEntry } from '@app/shared/schemas/leaderboard';
import { OfflineNotLoaded } from '@/components/ui/offline-not-loaded';
import { LoadError } from '@/components/ui/load-error';
import { TabList } from '@/components/ui/tab-list';
import { leaderboardQueryOptions, useLeaderboard } from '@/features/leaderboard/api/get-leaderboard';
import { MemberCardDialog } from '@/features/badges/components/member-card-dialog';
import { LeaderboardRow } from '@/features/leaderboard/components/leaderboard-row';
import { Podium } from '@/features/leaderboard/components/podium';
import { useUser } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { Card } from '@/components/ui/card';
import { Deferred } from '@/components/ui/deferred';

/** Rows drawn with the first screen; the rest of the fifty follow in a transition. */
const FIRST_ROWS = 8;

function isPeriod(value: string | null): value is LeaderboardPeriod {
  return (LEADERBOARD_PERIODS as readonly string[]).includes(value ?? '');
}

/** The open tab's ranking, asked for as soon as the page's chunk arrives. */
export function prefetchData(client: QueryClient, search: URLSearchParams) {
  const tab = search.get('tab');
  return client.prefetchQuery(leaderboardQueryOptions(isPeriod(tab) ? tab : 'global'));
}

export function LeaderboardRoute() {
  const { data: user } = useUser();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const period: LeaderboardPeriod = isPeriod(tab) ? tab : 'global';
  const { data, isPending, isError, refetch, fetchStatus } = useLeaderboard(period);

  const [cardOf, setCardOf] = useState<string | null>(null);

  function select(next: LeaderboardPeriod) {
    setParams(next === 'global' ? {} : { tab: next }, { replace: true });
  }

  const entries = data?.users ?? [];
  const me = data?.me;
  const row = (entry: LeaderboardEntry) => (
    <li key={entry.user.id}>
      <LeaderboardRow
        entry={entry}
        isMe={entry.user.id === user?.id}
        onOpen={() => setCardOf(entry.user.id)}
      />
    </li>
  );

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 p-4">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Trophy aria-hidden="true" className="h-6 w-6 text-amber-500" />
        {t.leaderboard.title}
      </h1>

      <TabList
        label={t.leaderboard.tabsLabel}
        values={LEADERBOARD_PERIODS}
        names={t.leaderboard.tabs}
        selected={period}
        onSelect={select}
        layout="columns"
      />

      <div role="tabpanel" className="space-y-4">
        {isPending && fetchStatus === 'paused' ? (
          <OfflineNotLoaded />
        ) : isPending ? (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="h-14 animate-pulse rounded-xl bg-slate-200" />
            ))}
          </div>
        ) : isError && !data ? (
          <LoadError message={t.common.loadError} onRetry={() => void refetch()} />
        ) : entries.length === 0 ? (
          <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
            <Trophy aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
            <p className="mt-2 text-lg font-bold">{t.leaderboard.empty}</p>
            <p className="text-slate-600">{t.leaderboard.emptyText}</p>
          </div>
        ) : (
          <>
            {me && me.rank > 10 && (
              <section aria-label={t.leaderboard.yourRank}>
                <h2 className="mb-1 text-sm font-semibold text-slate-600">{t.leaderboard.yourRank}</h2>
                <LeaderboardRow entry={me} isMe />
              </section>
            )}
            {entries.length >= 3 && <Podium entries={entries} />}
            <ol className="space-y-2">
              {entries.slice(0, FIRST_ROWS).map(row)}
              <Deferred>{entries.slice(FIRST_ROWS).map(row)}</Deferred>
            </ol>
            <MemberCardDialog userId={cardOf} onClose={() => setCardOf(null)} />
            <Card title={t.leaderboard.statsTitle}>
              <p className="text-slate-700">{t.leaderboard.statsEntries({ count: data.total_users })}</p>
              <p className="text-slate-700">{t.leaderboard.statsPoints({ points: data.total_points })}</p>
            </Card>
          </>
        )}
      </div>
    </div>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import type { UserBadge } from '@app/shared/schemas/badges';
import { useMemo, useState } from 'react';
import { BADGE_CATEGORIES, SHOWCASE_MAX } from '@app/shared/domain/badges';
import { BackHeader } from '@/components/layout/back-header';
import { Alert } from '@/components/ui/alert';
import { Deferred } from '@/components/ui/deferred';
import { TabList } from '@/components/ui/tab-list';
import { userBadgesQueryOptions, useUserBadges } from '@/features/badges/api/get-user-badges';
import { useSaveShowcase } from '@/features/badges/api/save-showcase';
import { BadgeCard } from '@/features/badges/components/badge-card';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useLiveUpdates } from '@/app/live-updates';
import { BadgeToast } from '@/features/badges/components/badge-toast';

const FILTERS = ['all', 'unlocked', 'locked', ...BADGE_CATEGORIES] as const;
type Filter = (typeof FILTERS)[number];
/** The filters' names, in the active language (read while rendering). */
const filterNames = () =>
  ({
    all: t.badges.all,
    unlocked: t.badges.unlocked,
    locked: t.badges.locked,
    ...t.names.badgeCategories,
  }) as Record<Filter, string>;

export function prefetchData(client: QueryClient) {
  return client.prefetchQuery(userBadgesQueryOptions);
}

/** The cards a 360 px screen can show at once, and a few more: the first screen renders only these. */
const FIRST_CARDS = 8;

/** /badges (docs/product.md, screens): stats, filters, the grid and the showcase configuration. */
export function BadgesRoute() {
  useLiveUpdates(true);
  const words = t.badges;
  const { data, isPending } = useUserBadges();
  const save = useSaveShowcase();
  const [filter, setFilter] = useState<Filter>('all');
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const shown = useMemo(() => {
    const list = data?.badges ?? [];
    if (filter === 'all') return list;
    if (filter === 'unlocked') return list.filter((badge) => badge.unlocked);
    if (filter === 'locked') return list.filter((badge) => !badge.unlocked);
    return list.filter((badge) => badge.category === filter);
  }, [data, filter]);

  const startConfig = () => {
    setNotice(null);
    setPicked(new Set(data?.badges.filter((badge) => badge.is_showcased).map((badge) => badge.id)));
  };
  const toggle = (id: string) => {
    if (!picked) return;
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else if (next.size >= SHOWCASE_MAX) {
      setNotice({ tone: 'error', text: words.max });
      return;
    } else next.add(id);
    setNotice(null);
    setPicked(next);
  };
  const submit = () => {
    if (!picked) return;
    save.mutate([...picked], {
      onSuccess: (answer) => {
        setPicked(null);
        setNotice({ tone: 'success', text: answer.message ?? words.saved });
      },
      onError: (error) =>
        setNotice({
          tone: 'error',
          text: error instanceof ApiError ? (error.detail ?? words.saveFailed) : words.saveError,
        }),
    });
  };

  const card = (badge: UserBadge) => (
    <BadgeCard
      key={badge.id}
      badge={badge}
      picking={picked ? { picked: picked.has(badge.id), onToggle: () => toggle(badge.id) } : undefined}
    />
  );
  const stats = data?.stats;
  return (
    <main className="mx-auto min-h-dvh w-full max-w-3xl space-y-4 p-4">
      <BackHeader title={words.title} />

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {[
          [words.obtained, stats ? `${stats.total_unlocked}/${stats.total_badges}` : '–'],
          [words.completion, stats ? `${stats.completion_percentage} %` : '–'],
          [words.legendary, stats ? String(stats.rarity_breakdown.legendary) : '–'],
          [words.mythic, stats ? String(stats.rarity_breakdown.mythic) : '–'],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs font-semibold text-slate-600">{label}</dt>
            <dd className="text-xl font-black text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={words.modeLabel} className="inline-flex rounded-xl bg-slate-200 p-1">
          <button
            type="button"
            aria-pressed={picked === null}
            onClick={() => setPicked(null)}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${picked === null ? 'bg-white text-brand-900 shadow' : 'text-slate-700'}`}
          >
            {words.showcaseMode}
          </button>
          <button
            type="button"
            aria-pressed={picked !== null}
            onClick={startConfig}
            disabled={!data}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${picked !== null ? 'bg-white text-brand-900 shadow' : 'text-slate-700'}`}
          >
            {words.configMode}
          </button>
        </div>
        {picked && (
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-secondary inline-flex px-3 py-2 text-sm"
              onClick={() => setPicked(null)}
            >
              {words.cancel}
            </button>
            <button
              type="button"
              className="btn-primary inline-flex px-3 py-2 text-sm"
              onClick={submit}
              disabled={save.isPending}
            >
              {save.isPending ? words.saving : words.save}
            </button>
          </div>
        )}
      </div>
      {picked && (
        <p className="text-sm text-slate-700">
          {words.configHelp({ count: picked.size, max: SHOWCASE_MAX })}
        </p>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      <TabList
        label={words.filtersLabel}
        values={FILTERS}
        names={filterNames()}
        selected={filter}
        onSelect={setFilter}
        layout="scroll"
      />

      {isPending ? (
        <div className="h-64 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />
      ) : shown.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
          {words.empty}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {shown.slice(0, FIRST_CARDS).map(card)}
          {/* The rest of the grid after the first screen is on display (decision 0036). */}
          <Deferred>{shown.slice(FIRST_CARDS).map(card)}</Deferred>
        </ul>
      )}
      <BadgeToast />
    </main>
  );
}

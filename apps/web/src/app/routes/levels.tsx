import { ArrowLeft, Camera, Gift, Home, TrendingUp } from 'lucide-react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { LevelGrid } from '@/features/levels/components/level-grid';
import { useUser } from '@/lib/auth';
import { programmeQueryOptions } from '@/lib/programme';
import { t } from '@/lib/i18n';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

export function prefetchData(client: QueryClient) {
  return client.prefetchQuery(programmeQueryOptions);
}

/** The level showcase: open to visitors too (linked from the login screen). */
export function LevelsRoute() {
  const navigate = useNavigate();
  const { data: user } = useUser();
  // The programme is the members' (a visitor is promised no partner discount: unknown).
  const { data: programme } = useQuery({ ...programmeQueryOptions, enabled: Boolean(user) });
  return (
    <main className="mx-auto w-full max-w-5xl space-y-5 p-4">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home))}
          aria-label={t.common.back}
          className="flex h-10 w-10 items-center justify-center rounded-xl hover:bg-slate-200"
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <h1 className="text-2xl font-bold text-slate-900">{t.levels.title}</h1>
      </div>
      <p className="text-slate-700">{t.levels.intro}</p>

      <div className="grid gap-4 md:grid-cols-2">
        <Card title={t.levels.howTitle} icon={TrendingUp}>
          <ul className="mt-2 list-inside list-disc space-y-1 text-slate-700">
            {t.levels.how.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
        <Card title={t.levels.rewardsTitle} icon={Gift} iconClassName="text-fuchsia-700">
          <ul className="mt-2 list-inside list-disc space-y-1 text-slate-700">
            {(programme?.partner_offers
              ? [t.levels.rewards[0], t.levels.rewardsPartners, ...t.levels.rewards.slice(1)]
              : t.levels.rewards
            ).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
      </div>

      <LevelGrid currentLevel={user?.level} />

      <div className="flex flex-wrap gap-2">
        <Link to={paths.home} className="btn-secondary inline-flex">
          <Home aria-hidden="true" className="h-5 w-5" />
          {t.levels.goHome}
        </Link>
        <Link to={paths.addWash} className="btn-primary inline-flex">
          <Camera aria-hidden="true" className="h-5 w-5" />
          {t.levels.goWash}
        </Link>
      </div>
    </main>
  );
}

import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { t } from '@/lib/i18n';
import { useLeaderboard } from '../api/get-leaderboard';
import { RankMedal } from './rank-medal';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Five fetched, three shown (docs/product.md, screens). */
export const WEEKLY_TOP_FETCHED = 5;

/** The dashboard's weekly podium. */
export function WeeklyTop() {
  const { data, isPending } = useLeaderboard('weekly', WEEKLY_TOP_FETCHED);
  const top = data?.users.slice(0, 3) ?? [];
  return (
    <Card title={t.home.topTitle} icon={Trophy} iconClassName="text-amber-500">
      {isPending ? (
        <div className="mt-3 space-y-2" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-10 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : top.length === 0 ? (
        <p className="mt-2 text-slate-600">{t.home.topEmpty}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {top.map((entry, index) => (
            <li key={entry.user.id} className="flex items-center gap-3 rounded-xl bg-slate-50 px-3 py-2">
              <RankMedal rank={index + 1} />
              <Avatar name={entry.user.display_name} photo={entry.user.display_photo} size={36} />
              <span className="min-w-0 flex-1 truncate font-semibold">{entry.user.display_name}</span>
              <span className="font-bold text-brand-900">
                {t.common.points({ points: entry.total_points })}
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link to={paths.leaderboard} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
        {t.home.seeLeaderboard}
      </Link>
    </Card>
  );
}

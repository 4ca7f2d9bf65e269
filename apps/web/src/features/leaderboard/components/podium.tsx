import type { LeaderboardEntry } from '@app/shared/schemas/leaderboard';
import { Avatar } from '@/components/ui/avatar';
import { t } from '@/lib/i18n';
import { RankMedal } from './rank-medal';

const HEIGHTS = ['h-28', 'h-20', 'h-14'];
const ORDER = [1, 0, 2]; // second, first, third from left to right

export function Podium({ entries }: { entries: LeaderboardEntry[] }) {
  return (
    <section aria-label={t.leaderboard.podium} className="grid grid-cols-3 items-end gap-2">
      {ORDER.map((index) => {
        const entry = entries[index];
        if (!entry) return <div key={index} />;
        return (
          <div key={entry.user.id} className="flex min-w-0 flex-col items-center text-center">
            <Avatar
              name={entry.user.display_name}
              photo={entry.user.display_photo}
              size={index === 0 ? 64 : 52}
            />
            <p className="mt-1 w-full truncate text-sm font-bold text-slate-900">{entry.user.display_name}</p>
            <p className="text-xs font-semibold text-brand-900">
              {t.common.points({ points: entry.total_points })}
            </p>
            <div
              className={`mt-1 flex w-full items-start justify-center rounded-t-xl bg-gradient-to-b from-amber-300 to-amber-500 pt-2 ${HEIGHTS[index]}`}
            >
              <RankMedal rank={index + 1} className="h-8 w-8 drop-shadow" />
            </div>
          </div>
        );
      })}
    </section>
  );
}

import type { LeaderboardEntry } from '@app/shared/schemas/leaderboard';
import { Flame } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { t } from '@/lib/i18n';
import { RankMedal } from './rank-medal';

/** One ranked member; with `onOpen`, the row is a button that opens their public card. */
export function LeaderboardRow({
  entry,
  isMe,
  onOpen,
}: {
  entry: LeaderboardEntry;
  isMe: boolean;
  onOpen?: () => void;
}) {
  const className = `flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left ${isMe ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-1 ring-slate-200'}`;
  const Frame = onOpen ? 'button' : 'div';
  return (
    <Frame
      {...(onOpen
        ? {
            type: 'button' as const,
            onClick: onOpen,
          }
        : {})}
      className={className}
    >
      {/* Named by its text after what it does (label in name: the visible text is in the name). */}
      {onOpen && <span className="sr-only">{t.leaderboard.openCard({ name: entry.user.display_name })}</span>}
      <span className="flex w-9 shrink-0 justify-center text-lg font-black text-slate-700">
        {entry.rank <= 3 ? <RankMedal rank={entry.rank} /> : t.leaderboard.rank({ rank: entry.rank })}
      </span>
      <Avatar name={entry.user.display_name} photo={entry.user.display_photo} size={40} />
      <span className="block min-w-0 flex-1">
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          <span className="truncate">{entry.user.display_name}</span>
          {isMe && (
            <span className="shrink-0 rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white">
              {t.leaderboard.you}
            </span>
          )}
        </span>
        <span className="flex flex-wrap gap-x-2 text-xs text-slate-600">
          <span>{t.home.levelLine({ level: entry.level, name: entry.user.level_name })}</span>
          {entry.user.wash_streak > 0 && (
            <span className="flex items-center gap-0.5">
              <Flame aria-hidden="true" className="h-3.5 w-3.5 text-orange-600" />
              {t.leaderboard.streak({ days: entry.user.wash_streak })}
            </span>
          )}
          {entry.user.total_washes > 0 && (
            <span>{t.leaderboard.washes({ count: entry.user.total_washes })}</span>
          )}
        </span>
      </span>
      <span className="shrink-0 font-bold text-brand-900">
        {t.common.points({ points: entry.total_points })}
      </span>
    </Frame>
  );
}

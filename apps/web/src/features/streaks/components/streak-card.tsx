import { Link } from 'react-router';
import { STREAK_EMOJI } from '@app/shared/domain/streaks';
import { t } from '@/lib/i18n';
import { useStreaks } from '../api/get-streaks';
import { hubTab } from '@/config/paths';

/** Shown only while a weekly streak is alive, with its tier's animation emoji. */
export function StreakCard({ className = '' }: { className?: string }) {
  const { data } = useStreaks();
  if (!data || data.current_streak <= 0 || !data.tier) return null;
  return (
    <Link
      to={hubTab('streaks')}
      className={`flex items-center gap-4 rounded-2xl bg-gradient-to-r from-orange-700 to-rose-700 p-4 text-white shadow-sm ${className}`}
    >
      <span aria-hidden="true" className={`text-4xl ${data.tier !== 'basic' ? 'animate-bounce' : ''}`}>
        {STREAK_EMOJI[data.tier]}
      </span>
      <span>
        <span className="block text-sm font-semibold uppercase tracking-wide text-orange-50">
          {t.home.streakTitle}
        </span>
        <span className="block text-xl font-extrabold">
          {t.home.streakWeeks({ weeks: data.current_streak })} · {t.names.streakTiers[data.tier]}
        </span>
        <span className="block text-sm text-orange-50">{data.message}</span>
        {data.jokers > 0 && (
          <span className="block text-sm font-semibold text-orange-50">
            <span aria-hidden="true">🃏 </span>
            {t.home.streakJokers({ count: data.jokers })}
          </span>
        )}
      </span>
    </Link>
  );
}

import { Medal } from 'lucide-react';
import { t } from '@/lib/i18n';

const TONES = ['text-amber-500', 'text-slate-400', 'text-orange-700'] as const;

/**
 * The medal of ranks 1 to 3, drawn as an icon rather than an emoji: the same on every
 * phone, and no font fallback search on devices without a colour emoji font.
 */
export function RankMedal({ rank, className = 'h-7 w-7' }: { rank: number; className?: string }) {
  return (
    <Medal
      role="img"
      aria-label={t.leaderboard.rank({ rank })}
      className={`${className} ${TONES[rank - 1] ?? ''}`}
      strokeWidth={2.5}
    />
  );
}

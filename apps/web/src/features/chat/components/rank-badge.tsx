import { chatRank, type ChatRankTone } from '@app/shared/domain/chat';
import { t } from '@/lib/i18n';

const TONES: Record<ChatRankTone, string> = {
  gold: 'bg-amber-100 text-amber-900',
  violet: 'bg-violet-100 text-violet-900',
  blue: 'bg-sky-100 text-sky-900',
  green: 'bg-emerald-100 text-emerald-900',
  orange: 'bg-orange-100 text-orange-900',
  slate: 'bg-slate-100 text-slate-800',
};

/** The author's rank in the chat: an emoji and a colour by total points (docs/product.md, screens). */
export function RankBadge({ totalPoints }: { totalPoints: number }) {
  const rank = chatRank(totalPoints);
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-0.5 rounded-full px-1.5 text-xs font-semibold ${TONES[rank.tone]}`}
      title={t.viral.chat.rank({ level: rank.level })}
    >
      <span aria-hidden="true">{rank.emoji}</span>
      <span className="sr-only">{t.viral.chat.rank({ level: rank.level })}</span>
      <span aria-hidden="true">{rank.level}</span>
    </span>
  );
}

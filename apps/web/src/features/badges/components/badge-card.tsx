import { Check, Lock } from 'lucide-react';
import type { BadgeRarity } from '@app/shared/domain/badges';
import type { UserBadge } from '@app/shared/schemas/badges';
import { formatShortDate } from '@/lib/format';
import { t } from '@/lib/i18n';

const RARITY_TONES: Record<BadgeRarity, string> = {
  common: 'bg-slate-100 text-slate-800',
  rare: 'bg-sky-100 text-sky-900',
  epic: 'bg-violet-100 text-violet-900',
  legendary: 'bg-amber-100 text-amber-900',
  mythic: 'bg-rose-100 text-rose-900',
};

interface Props {
  badge: UserBadge;
  /** In showcase configuration: whether it is picked, and how to toggle it. */
  picking?: { picked: boolean; onToggle: () => void };
}

/** One badge of the grid: icon, name, description, rarity, reward, unlock date or lock. */
export function BadgeCard({ badge, picking }: Props) {
  const words = t.badges;
  const body = (
    <>
      <span aria-hidden="true" className={`text-4xl ${badge.unlocked ? '' : 'opacity-40 grayscale'}`}>
        {badge.icon}
      </span>
      <span className="font-bold text-slate-900">{badge.name}</span>
      <span className="text-xs text-slate-600">{badge.description}</span>
      <span className="flex flex-wrap items-center justify-center gap-1 text-xs">
        <span className={`rounded-full px-2 py-0.5 font-semibold ${RARITY_TONES[badge.rarity]}`}>
          {t.names.rarities[badge.rarity]}
        </span>
        {badge.points_reward > 0 && (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">
            {words.reward({ points: badge.points_reward })}
          </span>
        )}
      </span>
      {badge.unlocked && badge.unlocked_at ? (
        <span className="text-xs text-slate-600">
          {words.unlockedOn({ date: formatShortDate(new Date(badge.unlocked_at)) })}
        </span>
      ) : (
        <span className="flex items-center gap-1 text-xs text-slate-600">
          <Lock aria-hidden="true" className="h-3.5 w-3.5" /> {words.lockedLabel}
        </span>
      )}
      {badge.is_showcased && !picking && (
        <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
          {words.showcased}
        </span>
      )}
    </>
  );
  const frame = 'flex h-full flex-col items-center gap-1 rounded-2xl p-3 text-center shadow-sm ring-1';
  if (picking && badge.unlocked) {
    return (
      <li>
        <button
          type="button"
          aria-pressed={picking.picked}
          aria-label={words.pick({ name: badge.name })}
          onClick={picking.onToggle}
          className={`relative w-full ${frame} ${picking.picked ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-slate-200'}`}
        >
          {picking.picked && (
            <Check
              aria-hidden="true"
              className="absolute top-2 right-2 h-5 w-5 rounded-full bg-brand-700 p-0.5 text-white"
            />
          )}
          {body}
        </button>
      </li>
    );
  }
  return (
    <li
      className={`${frame} ${badge.unlocked ? 'bg-white ring-slate-200' : 'bg-slate-50 ring-slate-200'}`}
      data-testid={`badge-${badge.id}`}
    >
      {body}
    </li>
  );
}

import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { levelMinPoints, levelTitle, levelWashBonus, MAX_LEVEL } from '@app/shared/domain/levels';
import { t } from '@/lib/i18n';

const LEVELS = Array.from({ length: MAX_LEVEL }, (_, index) => index + 1);

function motto(level: number): string {
  return t.levels.mottos[level] ?? t.levels.defaultMotto;
}

/** The 100 level cards; a click toggles a card's selection. */
export function LevelGrid({ currentLevel }: { currentLevel?: number }) {
  const [selected, setSelected] = useState<number | null>(currentLevel ?? null);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {LEVELS.map((level) => {
        const isSelected = selected === level;
        const bonus = levelWashBonus(level);
        const epic = level >= 50;
        return (
          <li key={level}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => setSelected(isSelected ? null : level)}
              className={`relative flex h-full w-full flex-col items-start gap-1 rounded-2xl p-3 text-left shadow-sm transition ${
                epic
                  ? 'bg-gradient-to-br from-violet-800 to-fuchsia-700 text-white'
                  : 'bg-white text-slate-900 ring-1 ring-slate-200'
              } ${isSelected ? 'scale-[1.02] ring-4 ring-amber-400' : ''} ${level === currentLevel ? 'outline-2 outline-brand-600' : ''}`}
            >
              {epic && (
                <Sparkles
                  aria-hidden="true"
                  className="absolute top-2 right-2 h-4 w-4 animate-pulse text-amber-300"
                />
              )}
              {/* The card's name is its text (WCAG 2.5.3, label in name): « Niveau 1 Rookie dès 0 pts… ». */}
              <span className="sr-only">{t.levels.select({ level })}</span>
              <span
                aria-hidden="true"
                className={`text-2xl font-black ${epic ? 'text-amber-300' : 'text-brand-700'}`}
              >
                {level}
              </span>
              <span className="max-w-full font-bold">{levelTitle(level, t.names)}</span>
              <span className={`text-xs ${epic ? 'text-violet-100' : 'text-slate-600'}`}>
                {t.levels.threshold({ points: levelMinPoints(level) })}
              </span>
              {bonus > 0 && (
                <span className={`text-xs font-semibold ${epic ? 'text-emerald-200' : 'text-emerald-700'}`}>
                  {t.levels.bonus({ points: bonus })}
                </span>
              )}
              <span className={`text-xs italic ${epic ? 'text-violet-100' : 'text-slate-600'}`}>
                {motto(level)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

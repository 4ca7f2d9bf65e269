import { Flame, Play, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { STREAK_EMOJI, type StreakTier } from '@app/shared/domain/streaks';
import { t } from '@/lib/i18n';
import { useStreaks } from '../api/get-streaks';
import { JokerSection } from './joker-section';

/** The replay button shows from a current streak of 3 (docs/product.md, screens). */
const REPLAY_FROM_WEEKS = 3;
/** The celebration closes after 3 seconds (docs/product.md, screens). */
const CELEBRATION_MS = 3000;

function Celebration({ tier, weeks, onDone }: { tier: StreakTier; weeks: number; onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, CELEBRATION_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-slate-900/80 text-white"
    >
      <span aria-hidden="true" className="animate-bounce text-7xl">
        {STREAK_EMOJI[tier]}
      </span>
      <p className="text-2xl font-extrabold">{t.viral.streaks.celebration({ weeks })}</p>
      <p className="text-lg">{t.names.streakTiers[tier]}</p>
    </div>
  );
}

export function StreaksTab() {
  const { data, isPending } = useStreaks();
  const [celebrating, setCelebrating] = useState(false);
  const words = t.viral.streaks;
  const current = data?.current_streak ?? 0;
  // Until the answer, one block the size of the usual tab: drawn with zeros, the tab grew
  // under the reader when the message and the jokers came (Lighthouse CLS 0.27).
  if (isPending) return <div className="h-96 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-gradient-to-br from-orange-700 to-rose-700 p-4 text-white shadow-sm">
          <p className="flex items-center gap-1 text-sm font-semibold text-orange-50">
            <Flame aria-hidden="true" className="h-4 w-4" />
            {words.current}
          </p>
          <p className="text-xl font-extrabold">{words.weeks({ weeks: current })}</p>
        </div>
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <p className="flex items-center gap-1 text-sm font-semibold text-slate-700">
            <Trophy aria-hidden="true" className="h-4 w-4 text-amber-600" />
            {words.longest}
          </p>
          <p className="text-xl font-extrabold text-slate-900">
            {words.weeks({ weeks: data?.longest_streak ?? 0 })}
          </p>
        </div>
      </div>
      {data && <p className="font-semibold text-slate-800">{data.message}</p>}
      {data && <JokerSection streaks={data} />}
      <section
        aria-labelledby="animations-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="animations-title" className="font-bold text-slate-900">
          {words.animations}
        </h2>
        {data && data.animations.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {data.animations.map((tier) => (
              <li key={tier} className="rounded-full bg-amber-50 px-3 py-1 font-semibold text-amber-900">
                <span aria-hidden="true">{STREAK_EMOJI[tier]} </span>
                {t.names.streakTiers[tier]}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-600">{words.noAnimation}</p>
        )}
        {current >= REPLAY_FROM_WEEKS && data?.tier && (
          <button type="button" onClick={() => setCelebrating(true)} className="btn-primary mt-3 inline-flex">
            <Play aria-hidden="true" className="h-4 w-4" />
            {words.play}
          </button>
        )}
      </section>
      <section aria-labelledby="streak-help" className="rounded-2xl bg-sky-50 p-4 text-slate-800">
        <h2 id="streak-help" className="font-bold">
          {words.helpTitle}
        </h2>
        <p className="mt-1">{words.help}</p>
        <ul className="mt-2 list-disc pl-5">
          {words.tiersHelp.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {celebrating && data?.tier && (
        <Celebration tier={data.tier} weeks={current} onDone={() => setCelebrating(false)} />
      )}
    </div>
  );
}

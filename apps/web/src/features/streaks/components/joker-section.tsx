import { useState } from 'react';
import { MAX_JOKERS } from '@app/shared/domain/streak-jokers';
import type { Streaks } from '@app/shared/schemas/streaks';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { useBuyJoker } from '../api/buy-joker';

/**
 * « Joker de série » (issue 33): the jokers held, how they are earned, and the purchase
 * with points, confirmed with the total it leaves (a joker is paid from the points total).
 */
export function JokerSection({ streaks }: { streaks: Streaks }) {
  const words = t.viral.streaks;
  const { data: user } = useUser();
  const buy = useBuyJoker();
  const [confirming, setConfirming] = useState(false);
  const [bought, setBought] = useState(false);
  const price = streaks.joker_price;
  const total = user?.total_points ?? 0;
  const full = streaks.jokers >= MAX_JOKERS;
  return (
    <section
      aria-labelledby="joker-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="joker-title" className="font-bold text-slate-900">
        {words.jokerTitle}
      </h2>
      <p className="mt-1 flex items-center gap-2 text-lg font-extrabold text-slate-900">
        <span aria-hidden="true">
          {Array.from({ length: MAX_JOKERS }, (_, index) => (index < streaks.jokers ? '🃏' : '▫️')).join(' ')}
        </span>
        {words.jokersHeld({ count: streaks.jokers })}
      </p>
      <p className="mt-1 text-slate-700">{words.jokerHelp}</p>
      {streaks.joker_weeks !== null && (
        <p className="text-slate-700">{words.jokerEarn({ weeks: streaks.joker_weeks })}</p>
      )}
      {full && <p className="mt-2 text-sm font-semibold text-emerald-800">{words.jokerFull}</p>}
      {price !== null && !full && !confirming && (
        <button
          type="button"
          className="btn-secondary mt-3 inline-flex"
          onClick={() => {
            setBought(false);
            buy.reset();
            setConfirming(true);
          }}
        >
          {words.jokerBuy({ price })}
        </button>
      )}
      {price !== null && confirming && (
        <div className="mt-3 space-y-2 rounded-xl bg-amber-50 p-3 text-amber-950">
          <p>{words.jokerConfirm({ from: total, to: Math.max(0, total - price) })}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary inline-flex"
              disabled={buy.isPending}
              onClick={() =>
                buy.mutate(undefined, {
                  onSuccess: () => setBought(true),
                  onSettled: () => setConfirming(false),
                })
              }
            >
              {words.jokerConfirmYes}
            </button>
            <button type="button" className="btn-secondary inline-flex" onClick={() => setConfirming(false)}>
              {words.jokerCancel}
            </button>
          </div>
        </div>
      )}
      <div aria-live="polite" className="mt-2 empty:hidden">
        {bought && <Alert tone="success">{words.jokerBought}</Alert>}
        {buy.isError && <Alert>{errorMessage(buy.error, words.jokerFailed)}</Alert>}
      </div>
    </section>
  );
}

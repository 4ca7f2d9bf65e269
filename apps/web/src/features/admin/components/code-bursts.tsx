import { ShieldAlert } from 'lucide-react';
import type { CodeBurst } from '@app/shared/schemas/wash-review';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { useDismissCodeBurst } from '../api/dismiss-code-burst';
import { adminText } from '../messages';

/** Series of wrong wash codes at a station (someone guessing a display's code). */
export function CodeBursts({
  bursts,
  onDone,
  onError,
}: {
  bursts: CodeBurst[];
  onDone: (text: string) => void;
  onError: (error: unknown) => void;
}) {
  const words = adminText.toReview;
  const dismiss = useDismissCodeBurst();
  if (bursts.length === 0) return null;
  return (
    <section aria-labelledby="code-bursts" className="space-y-2">
      <h3 id="code-bursts" className="flex items-center gap-2 font-semibold text-red-800">
        <ShieldAlert aria-hidden="true" className="h-5 w-5" />
        {words.burstsHeading}
      </h3>
      <ul className="space-y-2">
        {bursts.map((burst) => {
          const from = new Date(burst.from);
          return (
            <li
              key={burst.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200"
              data-testid="code-burst"
            >
              <p className="min-w-0 flex-1">
                {words.burst({
                  failures: burst.failures,
                  station: burst.station,
                  from: `${formatShortDate(from)} ${formatZurichTime(from)}`,
                  to: formatZurichTime(new Date(burst.last_at)),
                })}
              </p>
              <button
                type="button"
                className="btn-secondary inline-flex"
                disabled={dismiss.isPending}
                onClick={() =>
                  dismiss.mutate(burst.id, {
                    onSuccess: (answer) => onDone(answer.message ?? words.dismissBurst),
                    onError,
                  })
                }
              >
                {words.dismissBurst}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

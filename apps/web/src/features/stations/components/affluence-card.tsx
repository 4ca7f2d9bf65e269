import { Users } from 'lucide-react';
import { quieterOffPeakHour, type AffluenceLevel } from '@app/shared/domain/affluence';
import { t } from '@/lib/i18n';
import type { Affluence } from '../api/get-affluence';

/** Each level's chip: a colour and a text (the text carries it, never the colour alone). */
export const LEVEL_STYLE: Record<AffluenceLevel, string> = {
  calm: 'bg-emerald-100 text-emerald-900',
  moderate: 'bg-amber-100 text-amber-950',
  busy: 'bg-red-100 text-red-900',
};
const BAR_STYLE: Record<AffluenceLevel, string> = {
  calm: 'h-1/3 bg-emerald-500',
  moderate: 'h-2/3 bg-amber-500',
  busy: 'h-full bg-red-500',
};

export function AffluenceChip({ level }: { level: AffluenceLevel }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${LEVEL_STYLE[level]}`}>
      {t.affluence.levels[level]}
    </span>
  );
}

/** The hours drawn: the usual day of a self-service wash, early morning to late evening. */
const FIRST_HOUR = 6;
const LAST_HOUR = 22;

/**
 * « Affluence » of the chosen station: now, and today's usual hours (the current one
 * marked), with a nudge to the off-peak bonus when it is busy. Nothing at all for a station
 * whose history is too short to show anything.
 */
export function AffluenceCard({
  affluence,
  station,
  offPeakPoints,
}: {
  affluence: Affluence | undefined;
  station: string;
  offPeakPoints: number;
}) {
  const entry = affluence?.stations.find((candidate) => candidate.name === station);
  if (!affluence || !entry || entry.now === null || entry.usual === null) return null;
  const quieter = quieterOffPeakHour({ now: entry.now, usual: entry.usual }, affluence.hour);
  const hours = entry.usual.filter((slot) => slot.hour >= FIRST_HOUR && slot.hour <= LAST_HOUR);
  return (
    <section
      aria-labelledby="affluence-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="affluence-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Users aria-hidden="true" className="h-5 w-5" />
          {t.affluence.title}
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {t.affluence.now}
          <AffluenceChip level={entry.now} />
        </p>
      </div>
      <p className="mt-3 text-sm font-semibold text-slate-700">{t.affluence.usual}</p>
      <ol aria-label={t.affluence.usualLabel} className="mt-1 flex h-16 items-end gap-0.5">
        {hours.map((slot) => {
          const current = slot.hour === affluence.hour;
          const label = t.affluence.hour({ hour: slot.hour, level: t.affluence.levels[slot.level] });
          return (
            <li
              key={slot.hour}
              aria-label={current ? `${label} (${t.affluence.current})` : label}
              aria-current={current ? 'time' : undefined}
              className={`flex h-full flex-1 items-end rounded-t ${current ? 'bg-slate-200 ring-2 ring-slate-900' : ''}`}
            >
              <span className={`block w-full rounded-t ${BAR_STYLE[slot.level]}`} />
            </li>
          );
        })}
      </ol>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{FIRST_HOUR} h</span>
        <span>12 h</span>
        <span>{LAST_HOUR} h</span>
      </div>
      {quieter !== null && (
        <p className="mt-3 rounded-xl bg-amber-50 p-2 text-sm font-semibold text-amber-950">
          {offPeakPoints > 0
            ? t.affluence.quieterWithBonus({ hour: quieter, points: offPeakPoints })
            : t.affluence.quieter({ hour: quieter })}
        </p>
      )}
    </section>
  );
}

import { Medal, Trophy } from 'lucide-react';
import { snakePrizes } from '@app/shared/domain/points-scale';
import { usePointsScale } from '@/lib/programme';
import type { SnakeChallenge } from '@app/shared/schemas/snake';
import { formatShortDate, formatZurichDate, formatZurichTime } from '@/lib/format';
import { t } from '@/lib/i18n';
import { useHistory } from '../api/get-history';

const panel = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

/** The week's challenge: when it ends, whether the member played, how many did. */
export function CurrentChallenge({ challenge }: { challenge: SnakeChallenge | undefined }) {
  const words = t.snake;
  if (!challenge) return <div className={`h-28 animate-pulse ${panel}`} aria-busy="true" />;
  const end = new Date(challenge.challenge_end);
  return (
    <section aria-labelledby="snake-current" className={panel}>
      <h2 id="snake-current" className="mb-1 flex items-center gap-2 font-bold text-slate-900">
        <Trophy aria-hidden="true" className="h-5 w-5 text-amber-600" /> {words.challengeTitle}
      </h2>
      {challenge.challenge_active ? (
        <p className="text-sm text-slate-700">
          {words.ends({ date: formatZurichDate(end), time: formatZurichTime(end) })}
        </p>
      ) : (
        <p className="font-semibold text-slate-900">{words.finished}</p>
      )}
      <p className="text-sm text-slate-700">{words.participants({ count: challenge.total_participants })}</p>
      {challenge.user_played ? (
        <>
          <p className="mt-2 font-semibold text-emerald-800">{words.alreadyPlayed}</p>
          {challenge.user_score !== null && (
            <p className="text-sm text-slate-700">
              {words.yourScore({ score: challenge.user_score, rank: challenge.user_rank ?? 'none' })}
            </p>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{words.notPlayed}</p>
      )}
    </section>
  );
}

export function RewardsPanel() {
  const words = t.snake;
  const prizes = snakePrizes(usePointsScale());
  return (
    <section aria-labelledby="snake-rewards" className={panel}>
      <h2 id="snake-rewards" className="mb-2 font-bold text-slate-900">
        {words.rewardsTitle}
      </h2>
      <ol className="space-y-1">
        {prizes.map((points, index) => (
          <li key={index} className="flex justify-between text-sm">
            <span className="flex items-center gap-1">
              <Medal
                aria-hidden="true"
                className={`h-4 w-4 ${['text-amber-500', 'text-slate-500', 'text-orange-700'][index]}`}
              />
              {words.place({ rank: index + 1 })}
            </span>
            <span className="font-semibold text-emerald-800">{words.prize({ points })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function TopTen({ challenge }: { challenge: SnakeChallenge | undefined }) {
  const words = t.snake;
  const rows = challenge?.leaderboard ?? [];
  return (
    <section aria-labelledby="snake-top" className={panel}>
      <h2 id="snake-top" className="mb-2 font-bold text-slate-900">
        {words.topTitle}
      </h2>
      {challenge && rows.length === 0 && <p className="text-sm text-slate-600">{words.topEmpty}</p>}
      <ol className="space-y-1" data-testid="snake-top">
        {rows.map((row) => (
          <li key={row.rank} className="flex items-center justify-between gap-2 text-sm">
            <span className="min-w-0 truncate">
              <span className="font-bold">#{row.rank}</span> {row.user_name}
            </span>
            <span className="shrink-0 text-slate-700">
              {words.topRow({ score: row.score, seconds: row.duration })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function History() {
  const words = t.snake;
  const { data } = useHistory();
  const rows = data?.history ?? [];
  return (
    <section aria-labelledby="snake-history" className={panel}>
      <h2 id="snake-history" className="mb-2 font-bold text-slate-900">
        {words.historyTitle}
      </h2>
      {data && rows.length === 0 && <p className="text-sm text-slate-600">{words.historyEmpty}</p>}
      <ul className="max-h-64 space-y-1 overflow-y-auto" tabIndex={0} aria-labelledby="snake-history">
        {rows.map((row) => (
          <li key={row.week_start} className="flex items-center justify-between gap-2 text-sm">
            <span>{words.weekOf({ date: formatShortDate(new Date(`${row.week_start}T12:00:00Z`)) })}</span>
            <span className="text-slate-700">
              {words.historyRow({ rank: row.final_rank, score: row.score })}
              {row.points_earned > 0 && (
                <span className="ml-1 font-semibold text-emerald-800">
                  {words.earned({ points: row.points_earned })}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

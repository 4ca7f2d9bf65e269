import { Link } from 'react-router';
import { levelProgress, levelTitle, levelWashBonus, MAX_LEVEL } from '@app/shared/domain/levels';
import type { User } from '@app/shared/schemas/users';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatNumber } from '@/lib/format';
import { t } from '@/lib/i18n';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The profile's next challenges: their goals, written into their texts in each language's digits. */
const CHALLENGE_GOALS = { days: 7, points: 1000, level: 25, washes: 50 };

/** Epic progress and the next challenges, from the shared level rules. */
export function ProgressPanel({ user }: { user: User }) {
  const progress = levelProgress(user.total_points);
  const { days, points, level, washes } = CHALLENGE_GOALS;
  const challenges = [
    {
      title: t.profile.challenges.perfectWeek,
      text: t.profile.challenges.perfectWeekText({ days }),
      value: user.wash_streak,
      goal: days,
    },
    {
      title: t.profile.challenges.points({ points }),
      text: t.profile.challenges.pointsText({ points }),
      value: user.total_points,
      goal: points,
    },
    {
      title: t.profile.challenges.level({ level }),
      text: t.profile.challenges.levelText({ level }),
      value: user.level,
      goal: level,
    },
    {
      title: t.profile.challenges.washes({ count: washes }),
      text: t.profile.challenges.washesText({ count: washes }),
      value: user.total_washes,
      goal: washes,
    },
  ];
  return (
    <>
      <Card title={t.profile.progressTitle}>
        <div className="mt-3 space-y-2">
          <ProgressBar value={progress.progress} label={t.home.progressLabel} />
          <p className="text-sm text-slate-700">
            {progress.max === null
              ? t.home.maxLevel
              : `${t.profile.progressNext({ level: progress.level + 1, name: levelTitle(Math.min(progress.level + 1, MAX_LEVEL), t.names) })} · ${t.home.pointsToNext({ points: progress.pointsToNext, level: progress.level + 1 })}`}
          </p>
          <p className="text-sm font-semibold text-emerald-700">
            {t.profile.progressBonus({ points: levelWashBonus(user.level) })}
          </p>
          <Link to={paths.levels} className="inline-block font-semibold text-brand-700 hover:underline">
            {t.profile.seeLevels}
          </Link>
        </div>
      </Card>
      <Card title={t.profile.challengesTitle}>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {challenges.map((challenge) => (
            <li key={challenge.title} className="rounded-xl bg-slate-50 p-3">
              <p className="font-bold text-slate-900">{challenge.title}</p>
              <p className="text-sm text-slate-600">{challenge.text}</p>
              <div className="mt-2">
                <ProgressBar value={challenge.value / challenge.goal} label={challenge.title} />
              </div>
              <p className="mt-1 text-xs font-semibold text-slate-700">
                {challenge.value >= challenge.goal
                  ? t.profile.challenges.done
                  : `${formatNumber(Math.min(challenge.value, challenge.goal))} / ${formatNumber(challenge.goal)}`}
              </p>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

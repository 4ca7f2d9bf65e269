import {
  isValidAmount,
  POINTS_BOUNDS,
  POINTS_SCALE_KEYS,
  type PointsScale,
  type PointsScaleKey,
} from '@app/shared/domain/points-scale';
import { computeWashPoints } from '@app/shared/domain/washes';
import type { PointsScaleSettings } from '@app/shared/schemas/points-scale';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { failureText } from '../api/admin-mutation';
import { usePointsScaleSettings } from '../api/get-points-scale';
import { useSavePointsScale } from '../api/save-points-scale';
import { adminText } from '../messages';
import { useUnsavedChanges } from '../lib/unsaved-changes';
import { NumberField } from './number-field';
import type { Notice } from './pager';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.pointsScale;

const GROUPS: { title: string; keys: PointsScaleKey[] }[] = [
  {
    title: words().groups.wash,
    keys: [
      'wash_standard',
      'wash_premium',
      'off_peak',
      'weekend',
      'streak_short_percent',
      'streak_long_percent',
    ],
  },
  {
    title: words().groups.bonuses,
    keys: ['share_instagram', 'share_tiktok', 'google_review', 'referral_referrer', 'referral_referred'],
  },
  { title: words().groups.snake, keys: ['snake_first', 'snake_second', 'snake_third'] },
  { title: words().groups.joker, keys: ['joker_price', 'joker_weeks'] },
];

/** Two typical washes, computed by the server's own rule with the amounts being edited. */
function Preview({ scale }: { scale: PointsScale }) {
  // Tuesday 1 December 2026 at 12:00 and Saturday 5 December at 08:00, in Zurich.
  const weekday = computeWashPoints({
    washType: 'standard',
    instant: new Date('2026-12-01T11:00:00Z'),
    streakDays: 3,
    levelBefore: 5,
    station: 'Cernier I',
    scale,
  });
  const weekend = computeWashPoints({
    washType: 'standard',
    instant: new Date('2026-12-05T07:00:00Z'),
    streakDays: 7,
    levelBefore: 5,
    station: 'Cernier I',
    scale,
  });
  return (
    <div className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950" aria-live="polite">
      <p className="font-semibold">{words().previewTitle}</p>
      <p>{words().previewWeekday({ points: weekday.points })}</p>
      <p>{words().previewWeekend({ points: weekend.points })}</p>
    </div>
  );
}

function ScaleForm({ settings }: { settings: PointsScaleSettings }) {
  const save = useSavePointsScale();
  const base = useId();
  const asText = (scale: PointsScale) =>
    Object.fromEntries(POINTS_SCALE_KEYS.map((key) => [key, String(scale[key])])) as Record<
      PointsScaleKey,
      string
    >;
  const [amounts, setAmounts] = useState(() => asText(settings.scale));
  const [rewards, setRewards] = useState(() =>
    Object.fromEntries(settings.badges.map((badge) => [badge.id, String(badge.points_reward)])),
  );
  const [notice, setNotice] = useState<Notice>(null);
  const parsed = Object.fromEntries(
    POINTS_SCALE_KEYS.map((key) => [key, Number(amounts[key])]),
  ) as PointsScale;
  const dirty =
    JSON.stringify(amounts) !== JSON.stringify(asText(settings.scale)) ||
    settings.badges.some((badge) => rewards[badge.id] !== String(badge.points_reward));
  useUnsavedChanges(dirty);
  const previewScale = POINTS_SCALE_KEYS.every((key) => isValidAmount(parsed[key])) ? parsed : settings.scale;

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const invalid = POINTS_SCALE_KEYS.find((key) => !isValidAmount(parsed[key]));
        if (invalid)
          return setNotice({ tone: 'error', text: words().invalid({ label: words().labels[invalid] }) });
        const badRewards = settings.badges.find((badge) => !isValidAmount(Number(rewards[badge.id])));
        if (badRewards)
          return setNotice({ tone: 'error', text: words().invalid({ label: badRewards.name }) });
        const scale = Object.fromEntries(
          POINTS_SCALE_KEYS.filter((key) => parsed[key] !== settings.scale[key]).map((key) => [
            key,
            parsed[key],
          ]),
        );
        const badgeRewards = settings.badges
          .filter((badge) => Number(rewards[badge.id]) !== badge.points_reward)
          .map((badge) => ({ id: badge.id, points_reward: Number(rewards[badge.id]) }));
        if (Object.keys(scale).length === 0 && badgeRewards.length === 0)
          return setNotice({ tone: 'success', text: words().unchanged });
        save.mutate(
          { scale, badge_rewards: badgeRewards },
          {
            onSuccess: () => setNotice({ tone: 'success', text: words().saved }),
            onError: (error) =>
              setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) }),
          },
        );
      }}
    >
      <p className="text-sm text-slate-700">{words().intro}</p>
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="space-y-2 rounded-xl bg-slate-50 p-2">
          <legend className="px-1 font-semibold text-slate-900">{group.title}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {group.keys.map((key) => (
              <NumberField
                key={key}
                id={`${base}-${key}`}
                label={words().labels[key]}
                hint={`${words().defaultValue({ value: settings.defaults[key] })}. ${words().bounds}`}
                value={amounts[key]}
                min={POINTS_BOUNDS.min}
                max={POINTS_BOUNDS.max}
                onChange={(value) => setAmounts({ ...amounts, [key]: value })}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <Preview scale={previewScale} />
      <details className="rounded-xl bg-slate-50 p-2">
        <summary className="cursor-pointer font-semibold text-slate-900">
          {words().badgesTitle({ count: settings.badges.length })}
        </summary>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {settings.badges.map((badge) => (
            <div key={badge.id}>
              <label htmlFor={`${base}-badge-${badge.id}`} className="field-label">
                <span aria-hidden="true">{badge.icon} </span>
                {words().badgeReward({ name: badge.name })}
              </label>
              <input
                id={`${base}-badge-${badge.id}`}
                className="field-input"
                type="number"
                inputMode="numeric"
                min={0}
                max={500}
                step={1}
                value={rewards[badge.id] ?? ''}
                onChange={(event) => setRewards({ ...rewards, [badge.id]: event.target.value })}
              />
            </div>
          ))}
        </div>
      </details>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary inline-flex" disabled={save.isPending}>
          {words().save}
        </button>
        <button
          type="button"
          className="btn-secondary inline-flex"
          onClick={() => setAmounts(asText(settings.defaults))}
        >
          {words().defaults}
        </button>
      </div>
    </form>
  );
}

/** Réglages → « Barème des points » (docs/product.md, the points economy). */
export function PointsScaleEditor() {
  const { data, isPending, isError, refetch } = usePointsScaleSettings();
  return (
    <section
      aria-labelledby="points-scale-title"
      className="space-y-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="points-scale-title" className="font-bold text-slate-900">
        {words().title}
      </h3>
      {isPending ? (
        <div className="h-40 animate-pulse rounded-xl bg-slate-200" aria-busy="true" />
      ) : isError ? (
        <LoadError message={adminText.loadError} onRetry={() => void refetch()} />
      ) : (
        <ScaleForm settings={data} />
      )}
    </section>
  );
}

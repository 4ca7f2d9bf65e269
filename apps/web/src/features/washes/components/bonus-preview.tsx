import { Sparkles } from 'lucide-react';
import type { Campaign } from '@app/shared/domain/campaigns';
import type { PointsScale } from '@app/shared/domain/points-scale';
import { computeWashPoints, streakBonusPercent } from '@app/shared/domain/washes';
import { t } from '@/lib/i18n';

interface BonusPreviewProps {
  now: Date;
  /** Daily streak counting the wash about to be validated. */
  streakDays: number;
  level: number;
  /** The station chosen ('' before one is): campaigns may cover some stations only. */
  station: string;
  scale: PointsScale;
  campaigns: readonly Campaign[];
}

/** The server's own rule, run in the browser to show what the wash will earn. */
export function BonusPreview({ now, streakDays, level, station, scale, campaigns }: BonusPreviewProps) {
  const preview = computeWashPoints({
    washType: 'standard',
    instant: now,
    streakDays,
    levelBefore: level,
    station,
    scale,
    campaigns,
  });
  const labels = preview.bonuses.map((bonus) => {
    if (bonus === 'streak') return t.washes.bonus.streak({ percent: streakBonusPercent(streakDays, scale) });
    if (bonus === 'level') return t.washes.bonus.level({ points: preview.breakdown.level });
    if (bonus === 'off_peak') return t.washes.bonus.off_peak({ points: preview.breakdown.offPeak });
    if (bonus === 'weekend') return t.washes.bonus.weekend({ points: preview.breakdown.weekend });
    return t.washes.bonus.campaign({ names: preview.campaigns.map((campaign) => campaign.name).join(', ') });
  });
  return (
    <section aria-labelledby="bonus-title" className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h2 id="bonus-title" className="flex items-center gap-2 font-bold text-amber-900">
        <Sparkles aria-hidden="true" className="h-5 w-5" />
        {t.washes.bonusTitle}
      </h2>
      {labels.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {labels.map((label) => (
            <li
              key={label}
              className="rounded-full bg-amber-200 px-3 py-1 text-sm font-semibold text-amber-950"
            >
              {label}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-amber-900">{t.washes.bonusNone}</p>
      )}
      <p className="mt-2 text-sm font-bold text-amber-950">{t.washes.estimate({ points: preview.points })}</p>
    </section>
  );
}

import { Check, Copy, Gift, Lock, Unlock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { MemberReward } from '@app/shared/schemas/rewards';
import { ProgressBar } from '@/components/ui/progress-bar';
import { t } from '@/lib/i18n';
import { MemberCardButton } from './member-card';

function PartnerImage({ src, name }: { src: string | null; name: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken)
    return (
      <span
        className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-slate-100"
        aria-hidden="true"
      >
        <Gift className="h-8 w-8 text-slate-500" />
      </span>
    );
  return (
    <img
      src={src}
      alt={name}
      width={64}
      height={64}
      loading="lazy"
      onError={() => setBroken(true)}
      className="h-16 w-16 shrink-0 rounded-xl object-cover"
    />
  );
}

/** One partner offer: locked with its progress, or unlocked with its code (docs/product.md, screens, rewards). */
export function RewardCard({ reward, cardFooter }: { reward: MemberReward; cardFooter?: ReactNode }) {
  const [copied, setCopied] = useState(false);
  const words = t.viral.rewards;

  async function copy(code: string) {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  }

  return (
    <article
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${reward.unlocked ? 'ring-emerald-300' : 'ring-slate-200'}`}
    >
      <div className="flex gap-3">
        <PartnerImage src={reward.image_url} name={reward.partner_name} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-bold text-slate-900">
              {reward.partner_name}
              {reward.is_example && (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {words.example}
                </span>
              )}
            </h3>
            <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-sm font-bold text-white">
              {words.discount({ percent: reward.discount_percentage })}
            </span>
          </div>
          <p className="text-sm text-slate-700">{reward.description}</p>
          {reward.ends_on && (
            <p className="text-xs text-slate-600">
              {words.endsOn({ day: reward.ends_on.split('-').reverse().join('.') })}
            </p>
          )}
        </div>
      </div>
      {reward.conditions && (
        <p className="mt-2 text-xs text-slate-600">
          <span className="font-semibold">{words.conditions} : </span>
          {reward.conditions}
        </p>
      )}
      <p className="mt-2 flex items-center gap-1 text-sm font-semibold text-slate-700">
        {reward.unlocked ? (
          <Unlock aria-hidden="true" className="h-4 w-4 text-emerald-700" />
        ) : (
          <Lock aria-hidden="true" className="h-4 w-4 text-slate-500" />
        )}
        {reward.unlocked ? words.unlocked : words.locked} ·{' '}
        {words.requirements({ level: reward.required_level, points: reward.required_points })}
      </p>
      <div className="mt-2 flex items-center gap-2">
        <div className="flex-1">
          <ProgressBar
            value={reward.progress_percent / 100}
            label={words.progressLabel({ partner: reward.partner_name })}
          />
        </div>
        <span className="w-12 shrink-0 whitespace-nowrap text-right text-sm font-semibold text-slate-700">
          {words.progress({ percent: reward.progress_percent })}
        </span>
      </div>
      {reward.unlocked &&
        (reward.promo_code ? (
          <div className="mt-3 flex items-center justify-between gap-2 rounded-xl bg-emerald-50 px-3 py-2">
            <span>
              <span className="block text-xs text-emerald-800">{words.code}</span>
              <span className="font-mono text-lg font-bold text-emerald-900">{reward.promo_code}</span>
            </span>
            <button
              type="button"
              onClick={() => void copy(reward.promo_code as string)}
              className="btn-secondary inline-flex px-3 py-2 text-sm"
            >
              {copied ? (
                <Check aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Copy aria-hidden="true" className="h-4 w-4" />
              )}
              {copied ? words.copied : words.copy}
            </button>
          </div>
        ) : null)}
      {reward.unlocked && <MemberCardButton reward={reward} footer={cardFooter} />}
    </article>
  );
}

import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { t } from '@/lib/i18n';
import { useRewards } from '../api/get-rewards';
import { RewardCard } from './reward-card';

/** `cardFooter`: shown under each member card (the route adds the wallets' buttons). */
export function RewardsTab({ cardFooter }: { cardFooter?: ReactNode }) {
  const { data, isPending, isError, refetch } = useRewards();
  const words = t.viral.rewards;
  if (isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-40 animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    );
  if (isError && !data) return <LoadError message={words.loadError} onRetry={() => void refetch()} />;
  return (
    <div className="space-y-3">
      <p className="text-slate-700">{words.intro}</p>
      {data.rewards.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 shadow-sm">{words.empty}</p>
      ) : (
        data.rewards.map((reward) => <RewardCard key={reward.id} reward={reward} cardFooter={cardFooter} />)
      )}
    </div>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { BackHeader } from '@/components/layout/back-header';
import { TabList, tabId } from '@/components/ui/tab-list';
import { chatMessagesQueryOptions } from '@/features/chat/api/get-chat-messages';
import { onlineUsersQueryOptions } from '@/features/chat/api/get-online-users';
import { MemberCardDialog } from '@/features/badges/components/member-card-dialog';
import { ChatTab } from '@/features/chat/components/chat-tab';
import { socialFeedQueryOptions } from '@/features/feed/api/get-feed';
import { NetworkTab } from '@/features/feed/components/network-tab';
import { liveRankingQueryOptions } from '@/features/leaderboard/api/get-live-ranking';
import { LiveRanking } from '@/features/leaderboard/components/live-ranking';
import { referralQueryOptions } from '@/features/referral/api/get-referral';
import { ReferralTab } from '@/features/referral/components/referral-tab';
import { RewardsTab } from '@/features/rewards/components/rewards-tab';
import { WalletButtons } from '@/features/wallet/components/wallet-buttons';
import { useProgramme } from '@/lib/programme';
import { rewardsQueryOptions } from '@/features/rewards/api/get-rewards';
import { streaksQueryOptions } from '@/features/streaks/api/get-streaks';
import { StreaksTab } from '@/features/streaks/components/streaks-tab';
import { t } from '@/lib/i18n';
import { useLiveUpdates } from '@/app/live-updates';
import { BadgeToast } from '@/features/badges/components/badge-toast';

const TABS = ['streaks', 'referral', 'rewards', 'network', 'ranking', 'chat'] as const;
type Tab = (typeof TABS)[number];

function tabOf(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'streaks';
}

/** The open tab's data, asked for as soon as the page's chunk arrives. */
export function prefetchData(client: QueryClient, search: URLSearchParams) {
  const tab = tabOf(search.get('tab'));
  if (tab === 'streaks') return client.prefetchQuery(streaksQueryOptions);
  if (tab === 'rewards') return client.prefetchQuery(rewardsQueryOptions);
  if (tab === 'referral') return client.prefetchQuery(referralQueryOptions);
  if (tab === 'ranking') return client.prefetchQuery(liveRankingQueryOptions);
  if (tab === 'network') return client.prefetchQuery(socialFeedQueryOptions);
  return Promise.all([
    client.prefetchInfiniteQuery(chatMessagesQueryOptions),
    client.prefetchQuery(onlineUsersQueryOptions),
  ]);
}

function TabPanel({ tab, onOpenMember }: { tab: Tab; onOpenMember: (userId: string) => void }) {
  if (tab === 'streaks') return <StreaksTab />;
  if (tab === 'rewards') return <RewardsTab cardFooter={<WalletButtons compact />} />;
  if (tab === 'referral') return <ReferralTab />;
  if (tab === 'ranking') return <LiveRanking />;
  if (tab === 'network') return <NetworkTab />;
  return <ChatTab onOpenMember={onOpenMember} />;
}

/** The viral features hub (docs/product.md, screens): six tabs chosen by ?tab=, no navigation bar. */
export function ViralFeaturesRoute() {
  const [params, setParams] = useSearchParams();
  // « Récompenses » once the operator has activated a partner's offer: never an empty promise.
  const { data: programme } = useProgramme();
  const tabs: readonly Tab[] = programme?.partner_offers ? TABS : TABS.filter((value) => value !== 'rewards');
  const asked = tabOf(params.get('tab'));
  const tab = tabs.includes(asked) ? asked : 'streaks';
  // This page has no navigation bar (whose layout opens the stream): it opens its own.
  useLiveUpdates(true);
  const [cardOf, setCardOf] = useState<string | null>(null);
  return (
    <main className={`mx-auto min-h-dvh w-full p-4 ${tab === 'chat' ? 'max-w-4xl' : 'max-w-2xl'}`}>
      <div className="mb-3">
        <BackHeader title={t.viral.title} />
      </div>
      <TabList
        label={t.viral.tabsLabel}
        values={tabs}
        names={t.viral.tabs}
        selected={tab}
        onSelect={(value) => setParams(value === 'streaks' ? {} : { tab: value }, { replace: true })}
        layout="scroll"
        panelId="viral-panel"
      />
      <div role="tabpanel" id="viral-panel" aria-labelledby={tabId('viral-panel', tab)}>
        <TabPanel tab={tab} onOpenMember={setCardOf} />
      </div>
      <MemberCardDialog userId={cardOf} onClose={() => setCardOf(null)} />
      <BadgeToast />
    </main>
  );
}

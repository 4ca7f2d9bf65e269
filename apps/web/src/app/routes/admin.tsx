import type { QueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TabList, tabId } from '@/components/ui/tab-list';
import { pendingReviewsQueryOptions, usePendingReviews } from '@/features/admin/api/get-pending-reviews';
import { statisticsQueryOptions } from '@/features/admin/api/get-statistics';
import { AdminChatTab } from '@/features/admin/components/chat-tab';
import { JournalTab } from '@/features/admin/components/journal-tab';
import { PhotosTab } from '@/features/admin/components/photos-tab';
import { ReviewsTab } from '@/features/admin/components/reviews-tab';
import { ToReviewTab } from '@/features/admin/components/to-review-tab';
import { useWashesToReview } from '@/features/admin/api/get-washes-to-review';
import { SettingsTab } from '@/features/admin/components/settings-tab';
import { StatsTab } from '@/features/admin/components/stats-tab';
import { UsersTab } from '@/features/admin/components/users-tab';
import { adminText } from '@/features/admin/messages';
import { useUser } from '@/lib/auth';
import { paths } from '@/config/paths';

const TABS = ['stats', 'reviews', 'verify', 'photos', 'chat', 'users', 'journal', 'settings'] as const;
type Tab = (typeof TABS)[number];

function tabOf(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'stats';
}

export function prefetchData(client: QueryClient) {
  void client.prefetchQuery(statisticsQueryOptions);
  void client.prefetchQuery(pendingReviewsQueryOptions);
}

function Panel({ tab }: { tab: Tab }) {
  if (tab === 'reviews') return <ReviewsTab />;
  if (tab === 'verify') return <ToReviewTab />;
  if (tab === 'photos') return <PhotosTab />;
  if (tab === 'chat') return <AdminChatTab />;
  if (tab === 'users') return <UsersTab />;
  if (tab === 'journal') return <JournalTab />;
  if (tab === 'settings') return <SettingsTab />;
  return <StatsTab />;
}

function AdminArea() {
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => tabOf(params.get('tab')));
  const { data: pending } = usePendingReviews();
  const { data: flagged } = useWashesToReview();
  const count = pending?.submissions.length ?? 0;
  const toVerify = flagged?.washes.length ?? 0;
  const names = {
    ...adminText.tabs,
    reviews: count > 0 ? `${adminText.tabs.reviews} (${count})` : adminText.tabs.reviews,
    verify: toVerify > 0 ? `${adminText.tabs.verify} (${toVerify})` : adminText.tabs.verify,
  };
  return (
    <div className="mx-auto w-full max-w-5xl space-y-3 p-4">
      <h1 className="text-2xl font-bold text-slate-900">{adminText.title}</h1>
      {count > 0 && <p className="sr-only">{adminText.pendingBadge(count)}</p>}
      <TabList
        label={adminText.tabsLabel}
        values={TABS}
        names={names}
        selected={tab}
        onSelect={(value) => {
          setTab(value);
          setParams(value === 'stats' ? {} : { tab: value }, { replace: true });
        }}
        layout="scroll"
        panelId="admin-panel"
      />
      <div role="tabpanel" id="admin-panel" aria-labelledby={tabId('admin-panel', tab)}>
        <Panel tab={tab} />
      </div>
    </div>
  );
}

/** /admin (docs/product.md, screens): the operator's area; members see 'Accès refusé'. */
export function AdminRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  if (!user.is_admin) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-3 p-6 text-center">
        <ShieldAlert aria-hidden="true" className="h-12 w-12 text-red-600" />
        <h1 className="text-2xl font-bold text-slate-900">{adminText.deniedTitle}</h1>
        <p className="text-slate-700">{adminText.denied}</p>
        <Link to={paths.home} className="btn-primary inline-flex">
          {adminText.back}
        </Link>
      </section>
    );
  }
  return <AdminArea />;
}

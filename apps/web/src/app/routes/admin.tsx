import type { QueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TabList, tabId } from '@/components/ui/tab-list';
import { pendingReviewsQueryOptions, usePendingReviews } from '@/features/admin/api/get-pending-reviews';
import { statisticsQueryOptions } from '@/features/admin/api/get-statistics';
import { useWashesToReview } from '@/features/admin/api/get-washes-to-review';
import { noJournalFilters } from '@/features/admin/api/get-audit-log';
import { noPhotoFilters } from '@/features/admin/api/get-admin-photos';
import { StatsTab } from '@/features/admin/components/stats-tab';
import { adminText } from '@/features/admin/messages';
import { ADMIN_TABS, type AdminTab } from '@/features/admin/tabs';
import { confirmLeaving } from '@/features/admin/lib/unsaved-changes';
import { useUser } from '@/lib/auth';
import { paths } from '@/config/paths';

/** This screen's texts, in the active language (the router waits for them). */

// Each tab but the first loads with its own chunk, when it is opened: the area's first
// visit stays within its budget however many tools the operator gets.
const ReviewsTab = lazy(() =>
  import('@/features/admin/components/reviews-tab').then((m) => ({ default: m.ReviewsTab })),
);
const ToReviewTab = lazy(() =>
  import('@/features/admin/components/to-review-tab').then((m) => ({ default: m.ToReviewTab })),
);
const PhotosTab = lazy(() =>
  import('@/features/admin/components/photos-tab').then((m) => ({ default: m.PhotosTab })),
);
const AdminChatTab = lazy(() =>
  import('@/features/admin/components/chat-tab').then((m) => ({ default: m.AdminChatTab })),
);
const UsersTab = lazy(() =>
  import('@/features/admin/components/users-tab').then((m) => ({ default: m.UsersTab })),
);
const JournalTab = lazy(() =>
  import('@/features/admin/components/journal-tab').then((m) => ({ default: m.JournalTab })),
);
const SettingsTab = lazy(() =>
  import('@/features/admin/components/settings-tab').then((m) => ({ default: m.SettingsTab })),
);
const AnnouncementsTab = lazy(() =>
  import('@/features/admin/components/announcements-tab').then((m) => ({ default: m.AnnouncementsTab })),
);
const MemberPage = lazy(() =>
  import('@/features/admin/components/member-page').then((m) => ({ default: m.MemberPage })),
);
const JourneysTab = lazy(() =>
  import('@/features/admin/components/journeys-tab').then((m) => ({ default: m.JourneysTab })),
);
const CampaignsTab = lazy(() =>
  import('@/features/admin/components/campaigns-tab').then((m) => ({ default: m.CampaignsTab })),
);

const TABS = ADMIN_TABS;
type Tab = AdminTab;

function tabOf(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'stats';
}

export function prefetchData(client: QueryClient) {
  void client.prefetchQuery(statisticsQueryOptions());
  void client.prefetchQuery(pendingReviewsQueryOptions);
}

function TabContent({ tab, params }: { tab: Tab; params: URLSearchParams }) {
  if (tab === 'reviews') return <ReviewsTab />;
  if (tab === 'verify') return <ToReviewTab />;
  // A member page's links open the photos and the journal narrowed to that member.
  if (tab === 'photos') return <PhotosTab initial={{ ...noPhotoFilters, member: params.get('of') ?? '' }} />;
  if (tab === 'chat') return <AdminChatTab />;
  if (tab === 'users') return <UsersTab />;
  // Statistics → « Fidélité » opens it with its members at risk as the audience.
  if (tab === 'announcements') return <AnnouncementsTab initialAudience={params.get('audience')} />;
  if (tab === 'journeys') return <JourneysTab />;
  if (tab === 'campaigns') return <CampaignsTab />;
  if (tab === 'journal')
    return <JournalTab initial={{ ...noJournalFilters, targetId: params.get('target') ?? '' }} />;
  if (tab === 'settings') return <SettingsTab />;
  return <StatsTab />;
}

const loading = <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;

function Panel({ tab, params }: { tab: Tab; params: URLSearchParams }) {
  return (
    <Suspense fallback={loading}>
      <TabContent tab={tab} params={params} />
    </Suspense>
  );
}

function AdminArea() {
  const [params] = useSearchParams();
  const member = params.get('member');
  if (member)
    return (
      <Suspense fallback={loading}>
        <MemberPage key={member} userId={member} />
      </Suspense>
    );
  return <AdminTabs />;
}

function AdminTabs() {
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
      {count > 0 && <p className="sr-only">{adminText.pendingBadge({ count })}</p>}
      <TabList
        label={adminText.tabsLabel}
        values={TABS}
        names={names}
        selected={tab}
        onSelect={(value) => {
          // Réglages' edits not saved: the operator says whether to leave them.
          if (value !== tab && !confirmLeaving()) return;
          setTab(value);
          setParams(value === 'stats' ? {} : { tab: value }, { replace: true });
        }}
        layout="scroll"
        panelId="admin-panel"
      />
      <div role="tabpanel" id="admin-panel" aria-labelledby={tabId('admin-panel', tab)}>
        <Panel
          key={`${tab}:${params.get('of') ?? ''}:${params.get('target') ?? ''}`}
          tab={tab}
          params={params}
        />
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

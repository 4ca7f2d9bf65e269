import type { QueryClient } from '@tanstack/react-query';
import { userBadgesQueryOptions, useUserBadges } from '@/features/badges/api/get-user-badges';
import { BadgeCollection } from '@/features/badges/components/badge-collection';
import { AccountManagement } from '@/features/profile/components/account-management';
import { GalleryPrivacy } from '@/features/profile/components/gallery-privacy';
import { LanguageSetting } from '@/features/profile/components/language-setting';
import { ProfileEditor } from '@/features/profile/components/profile-editor';
import { PushCard } from '@/features/push/components/push-card';
import { ProfileStats } from '@/features/profile/components/profile-stats';
import { PointsHistory } from '@/features/profile/components/points-history';
import { ProgressPanel } from '@/features/profile/components/progress-panel';
import { ReminderSettings } from '@/features/profile/components/reminder-settings';
import { pointsHistoryQueryOptions } from '@/features/profile/api/get-points-history';
import { stationsQueryOptions, useStationNames } from '@/features/stations/api/get-stations';
import { programmeQueryOptions } from '@/lib/programme';
import { useUser } from '@/lib/auth';
import { WalletCard } from '@/features/wallet/components/wallet-buttons';
import { Deferred } from '@/components/ui/deferred';

export function prefetchData(client: QueryClient) {
  return Promise.all([
    client.prefetchQuery(stationsQueryOptions),
    client.prefetchQuery(userBadgesQueryOptions),
    client.prefetchQuery(programmeQueryOptions),
    client.prefetchInfiniteQuery(pointsHistoryQueryOptions),
  ]);
}

export function ProfileRoute() {
  const { data: user } = useUser();
  const { data: stations = [] } = useStationNames();
  const { data: badges } = useUserBadges();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 p-4">
      <ProfileEditor key={user.id} user={user} stations={stations} />
      <ProfileStats user={user} badgeCount={badges?.stats.total_unlocked} />
      <ProgressPanel user={user} />
      {/* Below the first screen of a phone: built once that screen is on display. */}
      <Deferred>
        <WalletCard />
        <PointsHistory />
        <BadgeCollection />
        <GalleryPrivacy user={user} />
        <ReminderSettings user={user} />
        {/* The test push is an operator's check of the set-up, not a customer's button. */}
        <PushCard canTest={user.is_admin} />
        <LanguageSetting />
        <AccountManagement />
      </Deferred>
    </div>
  );
}

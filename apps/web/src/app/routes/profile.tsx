import { AccountManagement } from '@/features/profile/components/account-management';
import { GalleryPrivacy } from '@/features/profile/components/gallery-privacy';
import { ProfileEditor } from '@/features/profile/components/profile-editor';
import { ProfileStats } from '@/features/profile/components/profile-stats';
import { ProgressPanel } from '@/features/profile/components/progress-panel';
import { useStationNames } from '@/features/stations/api/get-stations';
import { useUser } from '@/lib/auth';

export function ProfileRoute() {
  const { data: user } = useUser();
  const { data: stations = [] } = useStationNames();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 p-4">
      <ProfileEditor key={user.id} user={user} stations={stations} />
      <ProfileStats user={user} />
      <ProgressPanel user={user} />
      <GalleryPrivacy user={user} />
      <AccountManagement />
    </div>
  );
}

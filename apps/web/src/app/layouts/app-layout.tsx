import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { NavBar } from '@/components/layout/nav-bar';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useUser } from '@/lib/auth';
import { useLiveUpdates } from '@/app/live-updates';
import { BadgeToast } from '@/features/badges/components/badge-toast';
import { usePendingWashSender } from '@/features/washes/hooks/use-pending-washes';
import { useKeepDeviceLanguage } from '@/features/profile/hooks/use-keep-device-language';

/** Signed-in pages with the navigation bar. Renders nothing without a user (docs/product.md, screens). */
export function AppLayout() {
  const { data: user } = useUser();
  useLiveUpdates(Boolean(user));
  // Washes taken offline at the bay go as soon as the app starts with a network.
  usePendingWashSender();
  useKeepDeviceLanguage();
  if (!user) return null;
  return (
    <div className="min-h-dvh">
      <NavBar user={user} actions={<NotificationBell unreadCount={user.notifications_count} />} />
      <main id="main" className="pb-10">
        {/* A screen still loading keeps the navigation bar on display. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <BadgeToast />
    </div>
  );
}

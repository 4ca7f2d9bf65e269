import { Outlet } from 'react-router';
import { useUser } from '@/lib/auth';
import { NavBar } from './nav-bar';

/** Signed-in pages with the navigation bar. Renders nothing without a user (spec §2). */
export function AppLayout() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="min-h-dvh">
      <NavBar user={user} />
      <main id="main" className="pb-10">
        <Outlet />
      </main>
    </div>
  );
}

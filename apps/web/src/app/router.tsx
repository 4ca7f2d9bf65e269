import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageLoader } from '@/components/ui/spinner';
import { hasSessionMarker } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { RequireAuth } from './routes/require-auth';

// Only the sign-in screen is in the first download (its budget is 100 KB compressed);
// every other screen, and the signed-in layout, load on demand, each in its own chunk.
// Declarative routes: the data router's loaders and actions would cost ~15 KB unused.
const loadLayout = () => import('./layouts/app-layout');
const loadDashboard = () => import('./routes/dashboard');
const loadAddWash = () => import('./routes/add-wash');
const loadLeaderboard = () => import('./routes/leaderboard');
const loadLevels = () => import('./routes/levels');
const loadProfile = () => import('./routes/profile');

const AppLayout = lazy(async () => ({ default: (await loadLayout()).AppLayout }));
const DashboardRoute = lazy(async () => ({ default: (await loadDashboard()).DashboardRoute }));
const AddWashRoute = lazy(async () => ({ default: (await loadAddWash()).AddWashRoute }));
const LeaderboardRoute = lazy(async () => ({ default: (await loadLeaderboard()).LeaderboardRoute }));
const LevelsRoute = lazy(async () => ({ default: (await loadLevels()).LevelsRoute }));
const ProfileRoute = lazy(async () => ({ default: (await loadProfile()).ProfileRoute }));

/** A page module may name the data its first screen needs, to ask for it before rendering. */
interface PageModule {
  prefetchData?: (client: QueryClient, search: URLSearchParams) => void;
}

/** The chunks each lazy page needs, by path. */
const CHUNKS_BY_PATH: Record<string, (() => Promise<object>)[]> = {
  '/': [loadLayout, loadDashboard],
  '/add-wash': [loadLayout, loadAddWash],
  '/leaderboard': [loadLayout, loadLeaderboard],
  '/profile': [loadLayout, loadProfile],
  '/levels': [loadLevels],
};

/**
 * Starts loading the chunks of the page being opened at once, side by side, instead of
 * one after the other as the nested lazy components would (layout, then page); then,
 * with a session, the page's data, instead of after its first render.
 */
export function preloadRoute(pathName: string, search = ''): void {
  for (const load of CHUNKS_BY_PATH[pathName.replace(/(.)\/$/, '$1')] ?? [])
    void load()
      .then((module) => {
        const { prefetchData } = module as PageModule;
        if (prefetchData && hasSessionMarker()) prefetchData(queryClient, new URLSearchParams(search));
      })
      .catch(() => {});
}

/** Every route of both route tables (customer-side and community-side specs, §2). */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/dashboard" element={<Navigate to="/" replace />} />
        {/* Shown without the protection wrapper. */}
        <Route path="/levels" element={<LevelsRoute />} />
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            <Route index element={<DashboardRoute />} />
            <Route path="add-wash" element={<AddWashRoute />} />
            <Route path="leaderboard" element={<LeaderboardRoute />} />
            <Route path="profile" element={<ProfileRoute />} />
            <Route path="reviews" element={<ComingSoon title={t.pages.reviews} />} />
            <Route path="photos" element={<ComingSoon title={t.pages.photos} />} />
            <Route path="admin" element={<ComingSoon title={t.pages.admin} />} />
          </Route>
          {/* Signed-in pages without the navigation bar. */}
          <Route path="viral-features" element={<ComingSoon title={t.pages.viralFeatures} />} />
          <Route path="badges" element={<ComingSoon title={t.pages.badges} />} />
          <Route path="challenges" element={<ComingSoon title={t.pages.challenges} />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageLoader } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { RequireAuth } from './routes/require-auth';

// Only the sign-in screen is in the first download (its budget is 100 KB compressed);
// every other screen, and the signed-in layout, load on demand, each in its own chunk.
// Declarative routes: the data router's loaders and actions would cost ~15 KB unused.
const AppLayout = lazy(async () => ({ default: (await import('./layouts/app-layout')).AppLayout }));
const DashboardRoute = lazy(async () => ({ default: (await import('./routes/dashboard')).DashboardRoute }));
const AddWashRoute = lazy(async () => ({ default: (await import('./routes/add-wash')).AddWashRoute }));
const LeaderboardRoute = lazy(async () => ({
  default: (await import('./routes/leaderboard')).LeaderboardRoute,
}));
const LevelsRoute = lazy(async () => ({ default: (await import('./routes/levels')).LevelsRoute }));
const ProfileRoute = lazy(async () => ({ default: (await import('./routes/profile')).ProfileRoute }));

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

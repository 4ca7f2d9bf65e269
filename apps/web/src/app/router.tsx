import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from './layouts/app-layout';
import { ComingSoon } from '@/components/ui/coming-soon';
import { t } from '@/lib/i18n';
import { DashboardRoute } from './routes/dashboard';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { RequireAuth } from './routes/require-auth';

// Screens away from the first paint load on demand, each in its own chunk.
const addWash = async () => ({ Component: (await import('./routes/add-wash')).AddWashRoute });
const leaderboard = async () => ({ Component: (await import('./routes/leaderboard')).LeaderboardRoute });
const levels = async () => ({ Component: (await import('./routes/levels')).LevelsRoute });
const profile = async () => ({ Component: (await import('./routes/profile')).ProfileRoute });

/** Every route of both route tables (customer-side and community-side specs, §2). */
export const router = createBrowserRouter([
  { path: '/login', element: <LoginRoute /> },
  { path: '/dashboard', element: <Navigate to="/" replace /> },
  // Shown without the protection wrapper.
  { path: '/levels', lazy: levels },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <DashboardRoute /> },
          { path: 'add-wash', lazy: addWash },
          { path: 'leaderboard', lazy: leaderboard },
          { path: 'profile', lazy: profile },
          { path: 'reviews', element: <ComingSoon title={t.pages.reviews} /> },
          { path: 'photos', element: <ComingSoon title={t.pages.photos} /> },
          { path: 'admin', element: <ComingSoon title={t.pages.admin} /> },
        ],
      },
      // Signed-in pages without the navigation bar.
      { path: 'viral-features', element: <ComingSoon title={t.pages.viralFeatures} /> },
      { path: 'badges', element: <ComingSoon title={t.pages.badges} /> },
      { path: 'challenges', element: <ComingSoon title={t.pages.challenges} /> },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
]);

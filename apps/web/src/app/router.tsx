import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from './layouts/app-layout';
import { ComingSoon } from '@/components/ui/coming-soon';
import { t } from '@/lib/i18n';
import { AddWashRoute } from './routes/add-wash';
import { DashboardRoute } from './routes/dashboard';
import { LeaderboardRoute } from './routes/leaderboard';
import { LevelsRoute } from './routes/levels';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { ProfileRoute } from './routes/profile';
import { RequireAuth } from './routes/require-auth';

/** Every route of both route tables (customer-side and community-side specs, §2). */
export const router = createBrowserRouter([
  { path: '/login', element: <LoginRoute /> },
  { path: '/dashboard', element: <Navigate to="/" replace /> },
  // Shown without the protection wrapper.
  { path: '/levels', element: <LevelsRoute /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <DashboardRoute /> },
          { path: 'add-wash', element: <AddWashRoute /> },
          { path: 'leaderboard', element: <LeaderboardRoute /> },
          { path: 'profile', element: <ProfileRoute /> },
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

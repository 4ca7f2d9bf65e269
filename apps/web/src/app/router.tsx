import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { loadAdminTexts } from '@/features/admin/messages';
import { loadResetTexts } from '@/features/auth/password-reset-messages';
import { loadPartnerTexts } from '@/features/partner/messages';
import { loadDisplayTexts } from '@/features/station-display/messages';
import { hasSessionMarker } from '@/lib/auth';
import { loadFrameTexts, loadScreenTexts } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { RequireAuth } from './routes/require-auth';
import { paths } from '@/config/paths';

// Only the sign-in screen is in the first download (its budget is 100 KB compressed);
// every other screen, and the signed-in layout, load on demand, each in its own chunk.
// Declarative routes: the data router's loaders and actions would cost ~15 KB unused.
const loadLayout = () => import('./layouts/app-layout');
const loadDashboard = () => import('./routes/dashboard');
const loadAddWash = () => import('./routes/add-wash');
const loadLeaderboard = () => import('./routes/leaderboard');
const loadLevels = () => import('./routes/levels');
const loadProfile = () => import('./routes/profile');
const loadViralFeatures = () => import('./routes/viral-features');
const loadReviews = () => import('./routes/reviews');
const loadPhotos = () => import('./routes/photos');
const loadBadges = () => import('./routes/badges');
/**
 * A screen whose feature brings its own texts: its chunk and its catalog are fetched at
 * the same time (the catalog's loader is a few lines in this chunk), and it renders once
 * both are in — a page opened from a link (password reset, station display, partner) waits
 * one round trip, not two.
 */
const withTexts =
  <Module,>(load: () => Promise<Module>, texts: () => Promise<void>) =>
  () =>
    Promise.all([load(), texts()]).then(([module]) => module);
const loadAdmin = withTexts(() => import('./routes/admin'), loadAdminTexts);
const loadChallenges = () => import('./routes/challenges');
const loadPasswordReset = withTexts(() => import('./routes/password-reset'), loadResetTexts);
const loadLegal = () => import('./routes/legal');
const loadStationDisplay = withTexts(() => import('./routes/station-display'), loadDisplayTexts);
const loadPartnerCheck = withTexts(() => import('./routes/partner-check'), loadPartnerTexts);

/**
 * A screen from its own chunk. Once the chunk is in (preloaded, or shown before), the
 * screen renders at once; React.lazy alone would suspend on every first render, and the
 * suspend-and-retry costs a long task on a slow phone.
 */
function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  texts: () => Promise<void> = loadScreenTexts,
) {
  let loaded: ComponentType | undefined;
  // A screen's texts come with it (each language its own chunk): it renders once both are in.
  const loadAndKeep = () =>
    Promise.all([load(), texts()]).then(([module]) => {
      loaded = pick(module);
      return module;
    });
  const Lazy = lazy(async () => ({ default: pick(await loadAndKeep()) }));
  function Screen() {
    // Chosen once per mount: switching from Lazy to the loaded component later would
    // remount the screen and lose its state.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Screen, load: loadAndKeep };
}

/** Screens outside the member area: their texts are in the first download or their chunk. */
const noScreenTexts = () => Promise.resolve();
const layout = lazyScreen(loadLayout, (module) => module.AppLayout, loadFrameTexts);
const dashboard = lazyScreen(loadDashboard, (module) => module.DashboardRoute);
const addWash = lazyScreen(loadAddWash, (module) => module.AddWashRoute);
const leaderboard = lazyScreen(loadLeaderboard, (module) => module.LeaderboardRoute);
const levels = lazyScreen(loadLevels, (module) => module.LevelsRoute);
const profile = lazyScreen(loadProfile, (module) => module.ProfileRoute);
const viralFeatures = lazyScreen(loadViralFeatures, (module) => module.ViralFeaturesRoute);
const reviews = lazyScreen(loadReviews, (module) => module.ReviewsRoute);
const photos = lazyScreen(loadPhotos, (module) => module.PhotosRoute);
const badges = lazyScreen(loadBadges, (module) => module.BadgesRoute);
const admin = lazyScreen(loadAdmin, (module) => module.AdminRoute, loadFrameTexts);
const challenges = lazyScreen(loadChallenges, (module) => module.ChallengesRoute);
const forgotPassword = lazyScreen(loadPasswordReset, (module) => module.ForgotPasswordRoute, noScreenTexts);
const resetPassword = lazyScreen(loadPasswordReset, (module) => module.ResetPasswordRoute, noScreenTexts);
const termsPage = lazyScreen(loadLegal, (module) => module.TermsRoute, noScreenTexts);
const privacyPage = lazyScreen(loadLegal, (module) => module.PrivacyRoute, noScreenTexts);
const stationDisplay = lazyScreen(loadStationDisplay, (module) => module.StationDisplayRoute, noScreenTexts);
const partnerCheck = lazyScreen(loadPartnerCheck, (module) => module.PartnerCheckRoute, noScreenTexts);
const AppLayout = layout.Screen;
const DashboardRoute = dashboard.Screen;
const AddWashRoute = addWash.Screen;
const LeaderboardRoute = leaderboard.Screen;
const LevelsRoute = levels.Screen;
const ProfileRoute = profile.Screen;
const ViralFeaturesRoute = viralFeatures.Screen;
const ReviewsRoute = reviews.Screen;
const PhotosRoute = photos.Screen;
const BadgesRoute = badges.Screen;
const AdminRoute = admin.Screen;
const ChallengesRoute = challenges.Screen;
const ForgotPasswordRoute = forgotPassword.Screen;
const ResetPasswordRoute = resetPassword.Screen;
const TermsRoute = termsPage.Screen;
const PrivacyRoute = privacyPage.Screen;
const StationDisplayRoute = stationDisplay.Screen;
const PartnerCheckRoute = partnerCheck.Screen;

/**
 * A page module may name the data its first screen needs, to ask for it before rendering:
 * it settles once those answers are in (or failed).
 */
interface PageModule {
  prefetchData?: (client: QueryClient, search: URLSearchParams) => Promise<unknown>;
}

/** The chunks each lazy page needs, by path. */
const CHUNKS_BY_PATH: Record<string, (() => Promise<object>)[]> = {
  [paths.home]: [layout.load, dashboard.load],
  [paths.addWash]: [layout.load, addWash.load],
  [paths.leaderboard]: [layout.load, leaderboard.load],
  [paths.profile]: [layout.load, profile.load],
  [paths.levels]: [levels.load],
  [paths.viralFeatures]: [viralFeatures.load],
  [paths.reviews]: [layout.load, reviews.load],
  [paths.photos]: [layout.load, photos.load],
  [paths.badges]: [badges.load],
  [paths.admin]: [layout.load, admin.load],
  [paths.challenges]: [challenges.load],
  [paths.forgotPassword]: [forgotPassword.load],
  [paths.resetPassword]: [resetPassword.load],
  [paths.terms]: [termsPage.load],
  [paths.privacy]: [privacyPage.load],
  [paths.stationDisplay]: [stationDisplay.load],
  [paths.partnerCheck]: [partnerCheck.load],
};

/**
 * Starts loading the chunks of the page being opened at once, side by side, instead of
 * one after the other as the nested lazy components would (layout, then page); then,
 * with a session, the page's data, instead of after its first render. `chunks` settles
 * when the chunks are in (or failed: the screen's own loading then reports it), `data`
 * when the page's data is in too (or failed: the screen shows its own error).
 */
export function preloadRoute(pathName: string, search = ''): { chunks: Promise<void>; data: Promise<void> } {
  const answers: Promise<unknown>[] = [];
  const loads = (CHUNKS_BY_PATH[pathName.replace(/(.)\/$/, '$1')] ?? []).map((load) =>
    load().then(async (module) => {
      const { prefetchData } = module as PageModule;
      if (prefetchData && (await hasSessionMarker()))
        answers.push(prefetchData(queryClient, new URLSearchParams(search)));
    }),
  );
  const chunks = Promise.allSettled(loads).then(() => undefined);
  return { chunks, data: chunks.then(() => Promise.allSettled(answers)).then(() => undefined) };
}

/** Every route of both route tables (customer-side and community-side specs, §2). */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.dashboard} element={<Navigate to={paths.home} replace />} />
        {/* Shown without the protection wrapper. */}
        <Route path={paths.levels} element={<LevelsRoute />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
        <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
        <Route path={paths.terms} element={<TermsRoute />} />
        <Route path={paths.privacy} element={<PrivacyRoute />} />
        {/* The tablet at the bay: no account. */}
        <Route path={paths.stationDisplay} element={<StationDisplayRoute />} />
        {/* A partner's counter: no account, a PIN. */}
        <Route path={paths.partnerCheck} element={<PartnerCheckRoute />} />
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            <Route index element={<DashboardRoute />} />
            <Route path={paths.addWash} element={<AddWashRoute />} />
            <Route path={paths.leaderboard} element={<LeaderboardRoute />} />
            <Route path={paths.profile} element={<ProfileRoute />} />
            <Route path={paths.reviews} element={<ReviewsRoute />} />
            <Route path={paths.photos} element={<PhotosRoute />} />
            <Route path={paths.admin} element={<AdminRoute />} />
          </Route>
          {/* Signed-in pages without the navigation bar. */}
          <Route path={paths.viralFeatures} element={<ViralFeaturesRoute />} />
          <Route path={paths.badges} element={<BadgesRoute />} />
          <Route path={paths.challenges} element={<ChallengesRoute />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Camera, Gift, Trophy } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { useStationNames } from '@/features/stations/api/get-stations';
import { meQueryOptions, useUser } from '@/lib/auth';
import { LanguageSelect } from '@/components/ui/language-select';
import { setLocale, t } from '@/lib/i18n';
import { PageLoader } from '@/components/ui/spinner';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { BrandMark } from '@/components/ui/brand-mark';
import { brandName } from '@/lib/brand';

/** Pause after a successful sign-in before the auth state is refreshed (docs/product.md, screens). */
const AFTER_AUTH_DELAY_MS = 500;

const featureIcons = [Camera, Trophy, Gift];

export function LoginRoute() {
  const { data: user, isPending } = useUser();
  const { data: stations = [] } = useStationNames();
  // « 3 stations » is the count of open stations, once known.
  const footer = stations.length > 0 ? t.login.footer({ count: stations.length }) : t.login.footerNoCount;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // A station display's QR opened the app signed out: back to that wash after signing in.
  const from = (location.state as { from?: unknown } | null)?.from;
  const returnTo =
    typeof from === 'string' && from.startsWith(`${paths.addWash}?presence=`) ? from : paths.home;
  // A referral link, /login?ref=CODE, opens the registration form with the code filled in.
  const [params] = useSearchParams();
  const referralCode = params.get('ref')?.trim().toUpperCase().slice(0, 6) ?? '';
  // A sign-in with Google or Apple that failed comes back as /login?error=CODE.
  const providerError = params.get('error');

  if (isPending) return <PageLoader />;
  if (user) return <Navigate to={returnTo} replace />;

  async function handleSuccess() {
    await new Promise((resolve) => setTimeout(resolve, AFTER_AUTH_DELAY_MS));
    await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    navigate(returnTo, { replace: true });
  }

  return (
    <main className="min-h-dvh bg-gradient-to-b from-brand-900 to-brand-700 px-4 py-8">
      <div className="mx-auto flex w-full max-w-md flex-col gap-6">
        <div className="flex justify-end">
          <LanguageSelect tone="onBrand" onChange={(locale) => void setLocale(locale)} />
        </div>
        <header className="text-center text-white">
          <BrandMark size={72} className="mx-auto mb-3 h-18 w-18 drop-shadow-lg" />
          <p className="text-3xl font-extrabold tracking-tight">{brandName()}</p>
          <p className="mt-1 text-sky-100">{t.app.tagline}</p>
        </header>

        {providerError && (
          <Alert>{t.login.providerErrors[providerError] ?? t.login.providerErrors.invalid}</Alert>
        )}
        <LoginForm stations={stations} onSuccess={handleSuccess} referralCode={referralCode} />

        <ul className="grid gap-3" aria-label={footer}>
          {t.login.features.map((feature, index) => {
            const Icon = featureIcons[index] ?? Camera;
            return (
              <li
                key={feature.title}
                className="flex items-start gap-3 rounded-2xl bg-white/10 p-4 text-white ring-1 ring-white/20"
              >
                <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-amber-300" />
                <div>
                  <p className="font-semibold">{feature.title}</p>
                  <p className="text-sm text-sky-50">{feature.text}</p>
                </div>
              </li>
            );
          })}
        </ul>

        <Link
          to={paths.levels}
          className="rounded-xl bg-amber-300 px-4 py-3 text-center font-bold text-slate-900 shadow hover:bg-amber-200"
        >
          {t.login.discoverLevels}
        </Link>

        <p className="text-center text-xs text-sky-50">
          {t.login.legal.before}
          <Link to={paths.terms} className="font-semibold text-white underline">
            {t.login.legal.terms}
          </Link>
          {t.login.legal.between}
          <Link to={paths.privacy} className="font-semibold text-white underline">
            {t.login.legal.privacy}
          </Link>
          {t.login.legal.after}
        </p>
        <footer className="text-center text-sm font-semibold text-white">{footer}</footer>
      </div>
    </main>
  );
}

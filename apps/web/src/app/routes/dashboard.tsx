import { ComingSoon } from '@/components/ui/coming-soon';
import { useUser } from '@/lib/auth';
import { t } from '@/lib/i18n';

export function DashboardRoute() {
  const { data: user } = useUser();
  // The protected layout renders nothing without a user; so does the dashboard (spec §2).
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <p className="px-4 pt-4 text-lg font-semibold text-slate-800">{t.home.greeting(user.display_name)}</p>
      <ComingSoon title={t.pages.dashboard} showHomeLink={false} />
    </div>
  );
}

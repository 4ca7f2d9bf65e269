import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@/lib/i18n';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <SearchX aria-hidden="true" className="h-14 w-14 text-brand-700" />
      <h1 className="text-3xl font-bold text-slate-900">{t.notFound.title}</h1>
      <p className="max-w-sm text-slate-600">{t.notFound.text}</p>
      <Link to={paths.home} className="btn-primary inline-flex">
        {t.notFound.backHome}
      </Link>
    </main>
  );
}

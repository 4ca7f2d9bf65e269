import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@/lib/i18n';
import { paths } from '@/config/paths';

/** The title row of the pages without the navigation bar: a back button to the dashboard. */
export function BackHeader({ title }: { title: string }) {
  return (
    <div className="flex items-center gap-3">
      <Link to={paths.dashboard} className="btn-secondary inline-flex px-3 py-2" aria-label={t.common.back}>
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
    </div>
  );
}

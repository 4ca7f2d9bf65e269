import { t } from '@/lib/i18n';
import { CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** After a wash taken without a network: kept on the phone, validated later. */
export function PendingSaved() {
  return (
    <div
      role="status"
      className="space-y-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
    >
      <CloudOff aria-hidden="true" className="mx-auto h-10 w-10 text-amber-600" />
      <h1 className="text-xl font-bold text-slate-900">{t.pending.savedTitle}</h1>
      <p className="font-semibold text-slate-800">{t.pending.saved}</p>
      <p className="text-sm text-slate-600">{t.pending.savedHint}</p>
      <Link to={paths.home} className="btn-primary inline-flex">
        {t.pending.backHome}
      </Link>
    </div>
  );
}

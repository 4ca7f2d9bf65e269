import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@/lib/i18n';

/** The only placeholder allowed: a titled panel for a screen that a later issue builds. */
export function ComingSoon({ title, showHomeLink = true }: { title: string; showHomeLink?: boolean }) {
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto w-full max-w-lg p-4">
      <h1 id="coming-soon-title" className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <div className="rounded-2xl border border-sky-100 bg-white p-6 text-center shadow-sm">
        <Construction aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-amber-500" />
        <h2 className="text-lg font-semibold text-slate-900">{t.comingSoon.title}</h2>
        <p className="mt-1 text-slate-600">{t.comingSoon.text}</p>
        {showHomeLink && (
          <Link to="/" className="btn-primary mt-4 inline-flex">
            {t.comingSoon.backHome}
          </Link>
        )}
      </div>
    </section>
  );
}

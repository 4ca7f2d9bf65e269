import { Loader2 } from 'lucide-react';
import { t } from '@/lib/i18n';

export function Spinner({ className = 'h-5 w-5' }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={`animate-spin ${className}`} />;
}

/** Full-screen loading state with the spec's 'Chargement...' text. */
export function PageLoader() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 text-sky-800"
    >
      <Spinner className="h-10 w-10" />
      <p className="font-medium">{t.app.loading}</p>
    </div>
  );
}

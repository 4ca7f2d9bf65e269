import { t } from '@/lib/i18n';
import { Alert } from './alert';

/** A panel that could not load: the French message and a button to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-2">
      <Alert>{message}</Alert>
      <button type="button" onClick={onRetry} className="btn-secondary flex">
        {t.common.retry}
      </button>
    </div>
  );
}

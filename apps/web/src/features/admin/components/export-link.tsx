import type { ExportKind, ExportQuery } from '@app/shared/schemas/exports';
import { Download } from 'lucide-react';
import { exportUrl } from '../api/export-url';
import { adminText } from '../messages';

/**
 * Downloads the CSV of what the screen shows (a plain link: the browser streams the file to
 * disk, however long, and the session cookie goes with it).
 */
export function ExportLink({
  kind,
  filters = {},
  label = adminText.exports[kind],
}: {
  kind: ExportKind;
  filters?: Partial<Record<keyof ExportQuery, string>>;
  label?: string;
}) {
  return (
    <a
      href={exportUrl(kind, filters)}
      download
      className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50"
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {label}
    </a>
  );
}

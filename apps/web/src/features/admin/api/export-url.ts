import type { ExportKind, ExportQuery } from '@app/shared/schemas/exports';

/** The address of a CSV export with the screen's filters (empty ones left out). */
export function exportUrl(kind: ExportKind, filters: Partial<Record<keyof ExportQuery, string>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value && value.trim()) params.set(key, value.trim());
  }
  const query = params.toString();
  return `/api/admin/exports/${kind}.csv${query ? `?${query}` : ''}`;
}

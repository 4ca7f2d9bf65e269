import { formatNumber } from '@/lib/format';

/** A statistics card: a label, one large figure (a count, or a text already formatted), a detail. */
export function Figure({ label, value, detail }: { label: string; value: number | string; detail?: string }) {
  return (
    <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <p className="text-xs font-semibold text-slate-600">{label}</p>
      <p className="text-2xl font-black text-brand-900">
        {typeof value === 'number' ? formatNumber(value) : value}
      </p>
      {detail && <p className="text-xs text-slate-600">{detail}</p>}
    </div>
  );
}

import { adminText } from '../messages';

/** Previous / next over a paged admin list. */
export function Pager({
  skip,
  size,
  total,
  onSkip,
}: {
  skip: number;
  size: number;
  total: number;
  onSkip: (skip: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.floor(skip / size) + 1;
  if (pages <= 1) return null;
  return (
    <div className="flex items-center justify-between gap-2">
      <button
        type="button"
        className="btn-secondary inline-flex px-3 py-2 text-sm"
        disabled={page <= 1}
        onClick={() => onSkip(skip - size)}
      >
        {adminText.previous}
      </button>
      <span className="text-sm text-slate-700">{adminText.page({ page, pages })}</span>
      <button
        type="button"
        className="btn-secondary inline-flex px-3 py-2 text-sm"
        disabled={page >= pages}
        onClick={() => onSkip(skip + size)}
      >
        {adminText.next}
      </button>
    </div>
  );
}

export type Notice = { tone: 'success' | 'error'; text: string } | null;

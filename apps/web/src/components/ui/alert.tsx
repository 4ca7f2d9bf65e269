import type { ReactNode } from 'react';

const tones = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
} as const;

export function Alert({ tone = 'error', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm font-medium ${tones[tone]}`}
    >
      {children}
    </div>
  );
}

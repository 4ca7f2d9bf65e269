import { useId, type ReactNode } from 'react';

/**
 * A labelled control: the label, the control (given its id, so the two are tied), an
 * optional hint under it, and the field's error in red, read with it by screen readers.
 */
export function Field({
  label,
  children,
  hint,
  error,
}: {
  label: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
  hint?: string;
  error?: string | null;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(id, describedBy)}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

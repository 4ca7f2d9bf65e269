import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';

interface CardProps {
  title: ReactNode;
  icon?: LucideIcon;
  /** Colour of the icon (a text-* class). */
  iconClassName?: string;
  /** Shown at the right of the title. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** A titled white panel: the building block of the dashboard, profile and add-wash screens. */
export function Card({
  title,
  icon: Icon,
  iconClassName = 'text-brand-700',
  aside,
  className = '',
  children,
  ref,
}: CardProps) {
  const titleId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          {Icon && <Icon aria-hidden="true" className={`h-5 w-5 ${iconClassName}`} />}
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

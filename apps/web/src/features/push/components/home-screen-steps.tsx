import { ArrowRight, Share, SquarePlus } from 'lucide-react';
import { t } from '@/lib/i18n';

function Step({ number, icon: Icon, label }: { number: number; icon: typeof Share; label: string }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center">
      <span className="relative flex h-12 w-12 items-center justify-center rounded-xl bg-white text-sky-700 shadow-sm ring-1 ring-slate-200">
        <Icon aria-hidden="true" className="h-6 w-6" />
        <span className="absolute -top-2 -left-2 flex h-5 w-5 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
          {number}
        </span>
      </span>
      <span className="text-xs font-semibold text-slate-800">{label}</span>
    </div>
  );
}

/** The two taps in Safari that put the app on an iPhone's home screen, as a picture. */
export function HomeScreenSteps() {
  const words = t.push;
  return (
    <figure
      role="img"
      aria-label={words.stepsPicture}
      className="flex items-center gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <Step number={1} icon={Share} label={words.stepShare} />
      <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
      <Step number={2} icon={SquarePlus} label={words.stepHomeScreen} />
    </figure>
  );
}

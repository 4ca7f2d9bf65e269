import { CalendarCheck, Camera } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@/lib/i18n';
import { useDailyStatus } from '../api/get-daily-status';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The 'Today' card: washes left out of 3, or the daily-limit text. */
export function TodayCard() {
  const { data: status, isPending } = useDailyStatus();
  const remaining = status?.remaining_washes;
  return (
    <Card title={t.home.todayTitle} icon={CalendarCheck}>
      {isPending ? (
        // The size of the usual answer (a line and the button): nothing below moves when it comes.
        <div aria-hidden="true">
          <div className="mt-1 h-6 w-40 animate-pulse rounded bg-slate-200" />
          <div className="mt-3 h-[3.25rem] animate-pulse rounded-xl bg-slate-200" />
        </div>
      ) : remaining === 0 ? (
        <div className="mt-2">
          <p className="font-bold text-emerald-700">{t.home.limitReached}</p>
          <p className="text-slate-600">{t.home.comeBack}</p>
        </div>
      ) : (
        <>
          <p className="mt-1 text-slate-700">{t.home.remaining({ remaining: remaining ?? 3 })}</p>
          <Link to={paths.addWash} className="btn-primary mt-3 flex w-full text-lg tracking-wide">
            <Camera aria-hidden="true" className="h-5 w-5" />
            {t.home.validateWash}
          </Link>
        </>
      )}
    </Card>
  );
}

import { PartyPopper } from 'lucide-react';
import type { CreateWashResponse } from '@app/shared/schemas/washes';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useUser } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { SharePanel } from './share-panel';
import { paths } from '@/config/paths';

/** The validated wash; `offers` are the route's cards after it (the app's install, issue 51). */
export function WashSuccess({ result, offers }: { result: CreateWashResponse; offers?: ReactNode }) {
  const { data: user } = useUser();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was scrolled down to its button: the result is shown from the top, and
  // screen readers start at its heading.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="success-title"
        className="rounded-2xl bg-gradient-to-br from-emerald-700 to-teal-800 p-6 text-center text-white shadow-lg"
      >
        <PartyPopper aria-hidden="true" className="mx-auto h-12 w-12" />
        <h1
          ref={heading}
          tabIndex={-1}
          id="success-title"
          className="mt-2 text-2xl font-extrabold outline-none"
        >
          {t.washes.success.title}
        </h1>
        <p className="mt-2 text-4xl font-black" aria-live="polite">
          {t.washes.success.points({ points: result.points_earned })}
        </p>
        {result.bonus_applied.length > 0 && (
          <ul className="mt-3 flex flex-wrap justify-center gap-2 text-sm">
            {result.bonus_applied.map((bonus) => (
              <li key={bonus} className="rounded-full bg-white/20 px-3 py-1 font-semibold">
                {t.washes.success.bonus({ bonus, points: result.breakdown[bonus] })}
              </li>
            ))}
          </ul>
        )}
        {result.campaigns.length > 0 && (
          <p className="mt-2 font-semibold">
            {t.washes.success.campaigns({ names: result.campaigns.join(', ') })}
          </p>
        )}
        <p className="mt-3 font-semibold">{t.washes.success.total({ points: result.total_points })}</p>
        {result.level_up && (
          <p className="mt-1 font-bold text-amber-200">
            {t.washes.success.levelUp({ level: result.level, name: result.level_name })}
          </p>
        )}
        <p className="mt-1 text-emerald-50">{t.washes.success.streak({ days: result.wash_streak })}</p>
        <p className="mt-1 text-sm text-emerald-50">
          {t.washes.success.remaining({ remaining: result.remaining_washes })}
        </p>
        {result.photo_notice && (
          <p className="mt-3 rounded-xl bg-white/15 px-3 py-2 text-sm font-medium text-white">
            {result.photo_notice}
          </p>
        )}
        {user?.show_in_gallery !== false && (
          <p className="mt-2 text-sm text-emerald-50">
            {t.washes.success.gallery}{' '}
            <Link to={paths.profile} className="font-semibold text-white underline">
              {t.washes.success.galleryLink}
            </Link>
          </p>
        )}
      </section>
      {offers}
      <SharePanel washId={result.id} station={result.station} photoUrl={result.photo_url} />
    </div>
  );
}

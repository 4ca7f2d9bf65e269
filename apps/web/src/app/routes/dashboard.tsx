import { CampaignBanner } from '@/features/campaigns/components/campaign-banner';
import { DEFAULT_POINTS_SCALE } from '@app/shared/domain/points-scale';
import {
  Camera,
  Flame,
  Gamepad2,
  Images,
  Medal,
  MessageCircle,
  Star,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { levelProgress } from '@app/shared/domain/levels';
import { ProgressBar } from '@/components/ui/progress-bar';
import { leaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { WeeklyTop, WEEKLY_TOP_FETCHED } from '@/features/leaderboard/components/weekly-top';
import { streaksQueryOptions } from '@/features/streaks/api/get-streaks';
import { dailyStatusQueryOptions } from '@/features/washes/api/get-daily-status';
import { programmeQueryOptions, useProgramme } from '@/lib/programme';
import { StreakCard } from '@/features/streaks/components/streak-card';
import { PendingWashesCard } from '@/features/washes/components/pending-washes-card';
import { TodayCard } from '@/features/washes/components/today-card';
import { useUser } from '@/lib/auth';
import { formatZurichDate, formatZurichTime } from '@/lib/format';
import { t } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { Card } from '@/components/ui/card';
import { Deferred } from '@/components/ui/deferred';
import { paths, hubTab } from '@/config/paths';
import { stationsQueryOptions } from '@/features/stations/api/get-stations';

/** The dashboard's cards ask for these; asked for as soon as the page's chunk arrives. */
export function prefetchData(client: QueryClient) {
  return Promise.all([
    client.prefetchQuery(dailyStatusQueryOptions),
    client.prefetchQuery(programmeQueryOptions),
    client.prefetchQuery(streaksQueryOptions),
    client.prefetchQuery(leaderboardQueryOptions('weekly', WEEKLY_TOP_FETCHED)),
    // The add-wash screen's choices (the operator's data, read from memory on the server):
    // kept with the cache, so a wash at the bay without a network still lists the stations.
    client.prefetchQuery(stationsQueryOptions),
  ]);
}

function Tile(props: { to: string; icon: LucideIcon; title: string; text: string; tone: string }) {
  return (
    <Link
      to={props.to}
      className={`relative flex min-h-28 flex-col justify-between rounded-2xl p-4 text-white shadow-sm transition hover:brightness-110 ${props.tone}`}
    >
      <props.icon aria-hidden="true" className="h-7 w-7" />
      <span>
        <span className="block font-bold">{props.title}</span>
        <span className="block text-sm opacity-95">{props.text}</span>
      </span>
    </Link>
  );
}

function LinkCard(props: { to: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <Link
      to={props.to}
      className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-500"
    >
      <props.icon aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-700" />
      <span>
        <span className="block font-bold text-slate-900">{props.title}</span>
        <span className="block text-sm text-slate-600">{props.text}</span>
      </span>
    </Link>
  );
}

export function DashboardRoute() {
  const { data: user } = useUser();
  const { data: programme } = useProgramme();
  const now = useNow();
  // The protected layout renders nothing without a user; so does the dashboard (docs/product.md, screens).
  if (!user) return null;
  const progress = levelProgress(user.total_points);
  const scale = programme?.points_scale ?? DEFAULT_POINTS_SCALE;
  // What a Google review pays (the operator may turn the bonus off).
  const reviewBonus = programme?.google_review_bonus ?? scale.google_review;

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4 p-4 md:grid-cols-2">
      <section className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-5 text-white shadow-md md:col-span-2">
        <h1 className="text-2xl font-extrabold">{t.home.greeting({ name: user.display_name })}</h1>
        <p className="text-sm text-sky-100">
          <time dateTime={now.toISOString()}>
            {formatZurichDate(now)} · {formatZurichTime(now)}
          </time>
        </p>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm font-semibold text-sky-100">
              {t.home.levelLine({ level: user.level, name: user.level_name })}
            </p>
            <p className="text-3xl font-black">{t.common.pointsLong({ points: user.total_points })}</p>
          </div>
          <p className="flex items-center gap-1 rounded-full bg-white/15 px-3 py-1 font-semibold">
            <Flame aria-hidden="true" className="h-5 w-5 text-orange-300" />
            <span className="sr-only">{t.home.dailyStreakLabel}</span>
            {t.home.streakDays({ days: user.wash_streak })}
          </p>
        </div>
        <div className="mt-4 space-y-1">
          <ProgressBar value={progress.progress} label={t.home.progressLabel} />
          <p className="text-sm text-sky-50">
            {progress.max === null
              ? t.home.maxLevel
              : t.home.pointsToNext({ points: progress.pointsToNext, level: progress.level + 1 })}
          </p>
        </div>
      </section>

      <CampaignBanner campaigns={programme?.campaigns ?? []} />

      <div className="md:col-span-2">
        <PendingWashesCard />
        <TodayCard />
      </div>

      <nav aria-label={t.home.shortcuts} className="grid grid-cols-2 gap-3 md:col-span-2 md:grid-cols-4">
        <Tile
          to={paths.addWash}
          icon={Camera}
          title={t.home.tiles.addWash}
          text={t.home.tiles.addWashText}
          tone="bg-brand-700"
        />
        <Tile
          to={paths.viralFeatures}
          icon={Gamepad2}
          title={t.home.tiles.viral}
          text={t.home.tiles.viralText}
          tone="bg-violet-700"
        />
        <Tile
          to={paths.reviews}
          icon={Star}
          title={t.home.tiles.reviews}
          text={reviewBonus > 0 ? t.home.tiles.reviewsText : t.home.tiles.reviewsTextNoBonus}
          tone="bg-amber-700"
        />
        <Tile
          to={paths.leaderboard}
          icon={Trophy}
          title={t.home.tiles.leaderboard}
          text={t.home.tiles.leaderboardText}
          tone="bg-emerald-700"
        />
      </nav>

      <StreakCard className="md:col-span-2" />

      <LinkCard to={hubTab('chat')} icon={MessageCircle} title={t.home.chatTitle} text={t.home.chatText} />
      <LinkCard to={paths.badges} icon={Medal} title={t.home.badgesTitle} text={t.home.badgesText} />
      <LinkCard to={paths.photos} icon={Images} title={t.home.galleryTitle} text={t.home.galleryText} />

      {/* Below the first screen of a phone. */}
      <Deferred>
        <Card title={t.home.bonusTitle}>
          <dl className="mt-2 space-y-1">
            {(
              [
                [t.home.bonusInstagram, scale.share_instagram],
                [t.home.bonusTiktok, scale.share_tiktok],
                [t.home.bonusGoogle, reviewBonus],
              ] as const
            )
              .filter(([, points]) => points > 0)
              .map(([label, points]) => (
                <div key={label} className="flex justify-between">
                  <dt className="text-slate-700">{label}</dt>
                  <dd className="font-bold text-emerald-700">+{points}</dd>
                </div>
              ))}
          </dl>
        </Card>

        <div className="md:col-span-2">
          <WeeklyTop />
        </div>
      </Deferred>
    </div>
  );
}

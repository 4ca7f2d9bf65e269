import type { AdminMemberOverview } from '@app/shared/schemas/admin';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { formatNumber } from '@/lib/format';
import { failureText } from '../api/admin-mutation';
import { useDeleteUser } from '../api/delete-user';
import { useMemberOverview } from '../api/get-member-overview';
import { memberPage } from '../lib/member-link';
import { adminText } from '../messages';
import { AdjustPointsDialog } from './adjust-points-dialog';
import { MuteDialog } from './mute-dialog';
import type { Notice } from './pager';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.member;
const when = (iso: string) => {
  const at = new Date(iso);
  return `${formatShortDate(at)} ${formatZurichTime(at)}`;
};

function Block({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Washes({ overview }: { overview: AdminMemberOverview }) {
  const [enlarged, setEnlarged] = useState<AdminMemberOverview['washes'][number] | null>(null);
  return (
    <Block
      title={words().washes({ count: overview.washes_total })}
      action={
        <Link
          to={`/admin?tab=photos&of=${overview.user.id}`}
          className="text-sm font-semibold text-brand-700 underline"
        >
          {words().allPhotos}
        </Link>
      }
    >
      {overview.washes.length === 0 ? (
        <p className="text-sm text-slate-600">{words().noWashes}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {overview.washes.map((wash) => (
            <li key={wash.id} className="text-xs">
              <button
                type="button"
                className="block w-full overflow-hidden rounded-lg"
                onClick={() => setEnlarged(wash)}
                aria-label={words().photo({ station: wash.station, when: when(wash.created_at) })}
              >
                <img
                  src={wash.thumbnail_url}
                  alt=""
                  className="aspect-[4/3] w-full object-cover"
                  loading="lazy"
                />
              </button>
              <p className="mt-0.5 truncate text-slate-700">
                {formatShortDate(new Date(wash.created_at))} · {wash.points_earned} pts
              </p>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={enlarged !== null}
        title={enlarged ? words().photo({ station: enlarged.station, when: when(enlarged.created_at) }) : ''}
        onClose={() => setEnlarged(null)}
      >
        {enlarged && (
          <img
            src={enlarged.photo_url}
            alt={words().photo({ station: enlarged.station, when: when(enlarged.created_at) })}
            className="w-full rounded-xl"
          />
        )}
      </Modal>
    </Block>
  );
}

function Overview({
  overview,
  onNotice,
}: {
  overview: AdminMemberOverview;
  onNotice: (notice: Notice) => void;
}) {
  const { user } = overview;
  const { data: me } = useUser();
  const [adjusting, setAdjusting] = useState(false);
  const [muting, setMuting] = useState(false);
  const remove = useDeleteUser();
  const navigate = useNavigate();
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <Avatar name={user.name} photo={user.profile_photo} size={56} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900">
            {words().title({ name: user.name })}
          </h1>
          <p className="text-sm break-all text-slate-700">
            {user.pseudo ? `${user.pseudo} · ` : ''}
            {user.email}
          </p>
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <Block title={words().profile}>
          <ul className="space-y-1 text-sm text-slate-800">
            <li>{words().points({ points: formatNumber(user.total_points), level: user.level })}</li>
            <li>{words().streaks({ days: user.wash_streak, weeks: user.week_streak })}</li>
            <li>{user.favorite_station ?? adminText.users.noStation}</li>
            <li>{words().joined({ day: formatShortDate(new Date(user.created_at)) })}</li>
            <li>
              {user.last_active_at ? words().lastActive({ when: when(user.last_active_at) }) : words().never}
            </li>
            {user.referred_by && (
              <li>
                <Link to={memberPage(user.referred_by.id)} className="font-semibold text-brand-700 underline">
                  {words().referredBy({ name: user.referred_by.name })}
                </Link>
              </li>
            )}
            <li>{words().gallery({ shown: user.show_in_gallery ? 'yes' : 'no' })}</li>
          </ul>
        </Block>
        <Block title={words().signIn}>
          <ul className="space-y-1 text-sm text-slate-800">
            <li>{overview.sign_in.password ? words().password : words().noPassword}</li>
            {overview.sign_in.providers.map((provider) => (
              <li key={provider}>
                {provider === 'google' ? 'Google' : provider === 'apple' ? 'Apple' : provider}
              </li>
            ))}
            <li>{words().sessions({ count: overview.active_sessions })}</li>
            {overview.mute && (
              <li className="font-semibold text-amber-900">
                {words().muted({ until: when(overview.mute.muted_until), reason: overview.mute.reason })}
              </li>
            )}
          </ul>
        </Block>
      </div>
      <Block title={words().actions}>
        <div className="flex flex-wrap gap-2 text-sm">
          <button
            type="button"
            className="btn-secondary inline-flex px-3 py-1.5"
            onClick={() => setAdjusting(true)}
          >
            {words().adjust}
          </button>
          <button
            type="button"
            className="btn-secondary inline-flex px-3 py-1.5"
            onClick={() => setMuting(true)}
          >
            {words().mute}
          </button>
          <Link to={`/admin?tab=journal&target=${user.id}`} className="btn-secondary inline-flex px-3 py-1.5">
            {words().journal}
          </Link>
          {me?.id !== user.id && (
            <button
              type="button"
              className="inline-flex rounded-xl px-3 py-1.5 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
              onClick={() => {
                if (!window.confirm(adminText.users.confirmDelete({ name: user.name }))) return;
                remove.mutate(user.id, {
                  onSuccess: () => void navigate('/admin?tab=users', { replace: true }),
                  onError: (error) =>
                    onNotice({ tone: 'error', text: failureText(error, adminText.users.deleteFailed) }),
                });
              }}
            >
              {words().delete}
            </button>
          )}
        </div>
      </Block>
      <Washes overview={overview} />
      <div className="grid gap-3 md:grid-cols-2">
        <Block title={words().ledger}>
          {overview.ledger.length === 0 ? (
            <p className="text-sm text-slate-600">{words().noLedger}</p>
          ) : (
            <ol className="max-h-96 space-y-1 overflow-y-auto text-sm" data-testid="member-ledger">
              {overview.ledger.map((row) => (
                <li key={row.id} className="flex justify-between gap-2">
                  <span className="min-w-0">
                    <span className="block text-slate-900">{row.label}</span>
                    <span className="text-xs text-slate-600">{when(row.created_at)}</span>
                  </span>
                  <span
                    className={`shrink-0 font-semibold ${row.delta < 0 ? 'text-red-700' : 'text-emerald-800'}`}
                  >
                    {row.delta > 0 ? '+' : '−'}
                    {formatNumber(Math.abs(row.delta))}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Block>
        <div className="space-y-3">
          <Block title={words().badges({ count: overview.badges.length })}>
            {overview.badges.length === 0 ? (
              <p className="text-sm text-slate-600">{words().noBadges}</p>
            ) : (
              <ul className="flex flex-wrap gap-1 text-sm">
                {overview.badges.map((badge) => (
                  <li
                    key={badge.id}
                    className="rounded-full bg-slate-100 px-2 py-0.5"
                    title={when(badge.unlocked_at)}
                  >
                    <span aria-hidden="true">{badge.icon}</span> {badge.name}
                  </li>
                ))}
              </ul>
            )}
          </Block>
          <Block title={words().reports}>
            <p className="text-sm text-slate-800">{words().reportsMade({ count: overview.reports.made })}</p>
            <p className="text-sm text-slate-800">
              {words().reportsReceived({ count: overview.reports.received })}
            </p>
            <ul className="mt-1 space-y-0.5 text-xs text-slate-700">
              {overview.reports.latest_received.map((report, index) => (
                <li key={`${report.created_at}-${index}`} className="break-words">
                  {words().reportLine({
                    reporter: report.reporter_name,
                    reason: report.reason ?? 'none',
                    message: report.message,
                  })}
                </li>
              ))}
            </ul>
          </Block>
        </div>
      </div>
      <AdjustPointsDialog
        user={adjusting ? user : null}
        onClose={() => setAdjusting(false)}
        onDone={onNotice}
      />
      <MuteDialog
        target={muting ? { id: user.id, name: user.name } : null}
        onClose={() => setMuting(false)}
        onDone={onNotice}
      />
    </div>
  );
}

/** The operator's page of one member: everything about them, and the actions. */
export function MemberPage({ userId }: { userId: string }) {
  const { data, isPending, isError, error, refetch } = useMemberOverview(userId);
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-3 p-4">
      <Link
        to="/admin?tab=users"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {words().back}
      </Link>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {isPending ? (
        <div className="h-64 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />
      ) : isError ? (
        error instanceof ApiError && error.status === 404 ? (
          <p className="rounded-2xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
            {words().notFound}
          </p>
        ) : (
          <LoadError message={words().loadError} onRetry={() => void refetch()} />
        )
      ) : (
        <Overview overview={data} onNotice={setNotice} />
      )}
    </div>
  );
}

import { Link } from 'react-router';
import {
  Bell,
  BellRing,
  Check,
  CheckCheck,
  Flame,
  Gift,
  Info,
  TrendingUp,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Notification, NotificationType } from '@app/shared/schemas/notifications';
import { Spinner } from '@/components/ui/spinner';
import { capCount, formatAge } from '@/lib/format';
import { t } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';

const LOOK: Record<NotificationType, { icon: LucideIcon; tone: string }> = {
  streak: { icon: Flame, tone: 'bg-orange-100 text-orange-700' },
  level_up: { icon: TrendingUp, tone: 'bg-violet-100 text-violet-700' },
  referral: { icon: Users, tone: 'bg-emerald-100 text-emerald-700' },
  reward: { icon: Gift, tone: 'bg-pink-100 text-pink-700' },
  ranking: { icon: Trophy, tone: 'bg-amber-100 text-amber-800' },
  other: { icon: Info, tone: 'bg-sky-100 text-sky-800' },
  reminder: { icon: BellRing, tone: 'bg-teal-100 text-teal-800' },
};

function extraBadge(notification: Notification): string | null {
  const data = notification.data;
  if (!data) return null;
  if (notification.type === 'streak' && data.streak_count)
    return data.streak_unit === 'weeks'
      ? t.notifications.streakWeeks({ n: data.streak_count })
      : t.notifications.streakDays({ n: data.streak_count });
  if (notification.type === 'referral' && data.bonus_points)
    return t.notifications.bonusPoints({ n: data.bonus_points });
  if (notification.type === 'level_up' && data.new_level && data.new_level_name) {
    return t.notifications.newLevel({ level: data.new_level, name: data.new_level_name });
  }
  return null;
}

/** The page an operator's announcement opens (one of the app's own, never another site). */
function inAppLink(notification: Notification): string | null {
  const url = notification.data?.url;
  return url && url.startsWith('/') && !url.startsWith('//') && url !== '/' ? url : null;
}

function NotificationItem({ notification, now }: { notification: Notification; now: Date }) {
  const markRead = useMarkRead();
  const look = LOOK[notification.type];
  const badge = extraBadge(notification);
  return (
    <li className={`flex gap-3 px-4 py-3 ${notification.read ? 'bg-white' : 'bg-sky-50'}`}>
      <span className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${look.tone}`}>
        <look.icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-slate-900">{notification.title}</p>
        <p className="text-sm break-words text-slate-700">{notification.message}</p>
        {inAppLink(notification) && (
          <Link
            to={inAppLink(notification) as string}
            aria-label={`${t.notifications.open} : ${notification.title}`}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {t.notifications.open}
          </Link>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <time dateTime={notification.created_at}>
            {formatAge(new Date(notification.created_at), now, t.notifications)}
          </time>
          {badge && <span className={`rounded-full px-2 py-0.5 font-semibold ${look.tone}`}>{badge}</span>}
          {!notification.read && <span className="sr-only">{t.notifications.unread}</span>}
        </p>
      </div>
      {!notification.read && (
        <button
          type="button"
          onClick={() => markRead.mutate(notification.id)}
          disabled={markRead.isPending}
          aria-label={`${t.notifications.markRead} : ${notification.title}`}
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-100"
        >
          <Check aria-hidden="true" className="h-5 w-5" />
        </button>
      )}
    </li>
  );
}

/** The bell of the top bar: unread count (9+), and a panel loaded when it opens. */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { data, isPending, isError } = useNotifications(open);
  const markAll = useMarkAllRead();
  const now = useNow(30_000);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const notifications = data?.notifications ?? [];
  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-label={t.notifications.bell({ count: unreadCount })}
        aria-expanded={open}
        aria-controls={panelId}
        className="relative flex h-11 w-11 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100"
      >
        <Bell aria-hidden="true" className="h-6 w-6" />
        {unreadCount > 0 && (
          <span
            aria-hidden="true"
            data-testid="bell-count"
            className="absolute top-1 right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {capCount(unreadCount)}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t.notifications.title}
          className="fixed inset-x-2 top-16 z-40 flex max-h-[70vh] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:right-0 sm:w-96"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-b border-slate-200 px-4 py-3">
            <h2 className="font-bold text-slate-900">{t.notifications.title}</h2>
            <button
              type="button"
              onClick={() => markAll.mutate()}
              disabled={markAll.isPending || !notifications.some((n) => !n.read)}
              className="flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 disabled:text-slate-400"
            >
              <CheckCheck aria-hidden="true" className="h-4 w-4" />
              {t.notifications.markAll}
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {isPending ? (
              <p role="status" className="flex items-center justify-center gap-2 p-6 text-slate-600">
                <Spinner /> {t.notifications.loading}
              </p>
            ) : isError && !data ? (
              <p role="alert" className="p-6 text-center text-red-700">
                {t.notifications.loadError}
              </p>
            ) : notifications.length === 0 ? (
              <p className="p-6 text-center text-slate-600">{t.notifications.empty}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {notifications.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} now={now} />
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

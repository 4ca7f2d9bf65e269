import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { t } from '@/lib/i18n';
import { useRealtimeEvent } from '@/lib/realtime';
import { paths } from '@/config/paths';

const SHOWN_MS = 5_000;

interface BadgeNotice {
  id: string;
  message: string;
  icon: string;
}

/** A toast when the event stream brings a badge unlock; the badge lists refresh. */
export function BadgeToast() {
  const client = useQueryClient();
  const [notice, setNotice] = useState<BadgeNotice | null>(null);
  useRealtimeEvent('notification.created', (note) => {
    if (!note.data?.badge_id) return;
    void client.invalidateQueries({ queryKey: ['badges'] });
    setNotice({ id: note.id, message: note.message, icon: note.data.icon ?? '🏅' });
  });
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <Link
        to={paths.badges}
        role="status"
        className="pointer-events-auto flex max-w-sm items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-xl"
        data-testid="badge-toast"
      >
        <span aria-hidden="true" className="text-3xl">
          {notice.icon}
        </span>
        <span>
          <span className="block font-bold">{t.notifications.badgeToast}</span>
          <span className="block text-sm text-slate-100">{notice.message}</span>
        </span>
      </Link>
    </div>
  );
}

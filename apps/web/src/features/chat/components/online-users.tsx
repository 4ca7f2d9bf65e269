import { Avatar } from '@/components/ui/avatar';
import { t } from '@/lib/i18n';
import { useOnlineUsers } from '../api/get-online-users';
import { RankBadge } from './rank-badge';

/** Who is here: a row of chips on a phone, a side list on wider screens. */
export function OnlineUsers() {
  const { data } = useOnlineUsers();
  const users = data?.users ?? [];
  const words = t.viral.chat;
  return (
    <aside aria-labelledby="chat-online" className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <h2 id="chat-online" className="mb-2 flex items-center gap-2 text-sm font-bold text-slate-900">
        <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-emerald-500" />
        {words.online({ count: users.length })}
      </h2>
      {data && users.length === 0 && <p className="text-sm text-slate-600">{words.nobodyOnline}</p>}
      <ul
        className="relative flex gap-2 overflow-x-auto pb-1 md:max-h-[560px] md:flex-col md:overflow-x-visible md:overflow-y-auto"
        // Scrollable with many members online: reachable from the keyboard.
        tabIndex={0}
        aria-labelledby="chat-online"
        data-testid="online-users"
      >
        {users.map((user) => {
          const shown = user.pseudo || user.name;
          return (
            <li key={user.id} className="flex shrink-0 items-center gap-2 rounded-xl bg-slate-50 px-2 py-1.5">
              <Avatar name={shown} photo={user.profile_photo} size={28} />
              <span className="min-w-0">
                <span className="block max-w-32 truncate text-sm font-semibold text-slate-900">{shown}</span>
                <span className="flex items-center gap-1 text-xs text-slate-600">
                  {t.common.points({ points: user.total_points })}{' '}
                  <RankBadge totalPoints={user.total_points} />
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

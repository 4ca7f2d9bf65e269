import type { User } from '@app/shared/schemas/users';
import { formatNumber } from '@/lib/format';
import { t } from '@/lib/i18n';

/** The stat tiles; the badge count comes from the badges' server data, given by the page. */
export function ProfileStats({ user, badgeCount }: { user: User; badgeCount?: number }) {
  const tiles = [
    [t.profile.stats.points, formatNumber(user.total_points)],
    [t.profile.stats.streak, String(user.wash_streak)],
    [t.profile.stats.washes, String(user.total_washes)],
    [t.profile.stats.badges, badgeCount === undefined ? '–' : String(badgeCount)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 min-[420px]:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div
          key={label}
          className="flex flex-col-reverse rounded-2xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200"
        >
          <dt className="text-xs font-semibold text-slate-600">{label}</dt>
          <dd className="text-2xl font-black text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { Medal } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@/lib/i18n';
import { useUserBadges } from '../api/get-user-badges';
import { paths } from '@/config/paths';

/** The profile's badge collection: the server's badges (docs/product.md, badges), unlocked first. */
export function BadgeCollection() {
  const { data } = useUserBadges();
  const words = t.badges;
  const unlocked = data?.badges.filter((badge) => badge.unlocked) ?? [];
  return (
    <section
      aria-labelledby="profile-badges"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="profile-badges" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Medal aria-hidden="true" className="h-5 w-5 text-amber-600" />
          {words.collectionTitle}
        </h2>
        {data && (
          <span className="text-sm text-slate-600">
            {words.collectionCount({ unlocked: data.stats.total_unlocked, total: data.stats.total_badges })}
          </span>
        )}
      </div>
      {data && unlocked.length === 0 && <p className="text-sm text-slate-600">{words.collectionEmpty}</p>}
      {unlocked.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {unlocked.map((badge) => (
            <li
              key={badge.id}
              title={badge.name}
              className="flex items-center gap-1 rounded-full bg-amber-50 px-2 py-1 text-sm"
            >
              <span aria-hidden="true">{badge.icon}</span>
              <span className="font-medium text-slate-900">{badge.name}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.badges} className="btn-secondary mt-3 inline-flex px-3 py-2 text-sm">
        {words.seeAll}
      </Link>
    </section>
  );
}

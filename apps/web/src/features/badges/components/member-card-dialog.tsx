import { Avatar } from '@/components/ui/avatar';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { t } from '@/lib/i18n';
import { useMemberCard } from '../api/get-member-card';

/** A member's public card (name, photo, level, points, showcased badges), opened from lists. */
export function MemberCardDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { data, isPending, isError } = useMemberCard(userId);
  const words = t.badges;
  return (
    <Modal open={userId !== null} title={words.cardTitle} onClose={onClose}>
      {isPending ? (
        <div className="h-40 animate-pulse rounded-xl bg-slate-100" aria-busy="true" />
      ) : isError || !data ? (
        <Alert>{words.cardError}</Alert>
      ) : (
        <div className="space-y-4" data-testid="member-card">
          <div className="flex items-center gap-3">
            <Avatar name={data.name} photo={data.profile_photo} size={56} />
            <div>
              <p className="text-lg font-bold text-slate-900">{data.name}</p>
              <p className="text-sm text-slate-600">
                {t.home.levelLine({ level: data.level, name: data.level_name })}
              </p>
              <p className="font-semibold text-brand-900">
                {t.common.pointsLong({ points: data.total_points })}
              </p>
            </div>
          </div>
          <section aria-labelledby="card-showcase">
            <h3 id="card-showcase" className="mb-2 font-bold text-slate-900">
              {words.cardShowcase}
            </h3>
            {data.showcased_badges.length === 0 ? (
              <p className="text-sm text-slate-600">{words.cardNoShowcase}</p>
            ) : (
              <ul className="grid grid-cols-3 gap-2">
                {data.showcased_badges.map((badge) => (
                  <li
                    key={badge.id}
                    className="flex flex-col items-center rounded-xl bg-slate-50 p-2 text-center"
                  >
                    <span aria-hidden="true" className="text-3xl">
                      {badge.icon}
                    </span>
                    <span className="text-xs font-semibold text-slate-900">{badge.name}</span>
                    <span className="text-[11px] text-slate-600">{t.names.rarities[badge.rarity]}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}

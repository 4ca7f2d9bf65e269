import { campaignValueLabel, type Campaign } from '@app/shared/domain/campaigns';
import { Megaphone } from 'lucide-react';
import { formatShortDate } from '@/lib/format';
import { t } from '@/lib/i18n';

const pad = (value: number) => String(value).padStart(2, '0');
const time = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** Where and when a campaign pays, as a member reads it. */
function conditions(campaign: Campaign): string {
  const words = t.home.campaign;
  const parts = [
    campaign.stations.length > 0 ? words.at({ stations: campaign.stations.join(', ') }) : words.everywhere,
  ];
  if (campaign.weekdays.length > 0)
    parts.push(campaign.weekdays.map((day) => t.calendar.weekdays[day - 1]).join(', '));
  if (campaign.from_minute !== null && campaign.to_minute !== null)
    parts.push(words.hours({ from: time(campaign.from_minute), to: time(campaign.to_minute) }));
  parts.push(words.until({ date: formatShortDate(new Date(campaign.ends_at)) }));
  return parts.join(' · ');
}

/** The home screen's announcement of the campaigns running now (docs/product.md, the points economy). */
export function CampaignBanner({ campaigns }: { campaigns: readonly Campaign[] }) {
  if (campaigns.length === 0) return null;
  return (
    <section
      aria-labelledby="campaigns-title"
      className="rounded-2xl bg-amber-50 p-4 text-amber-950 shadow-sm ring-1 ring-amber-200 md:col-span-2"
    >
      <h2 id="campaigns-title" className="flex items-center gap-2 font-bold">
        <Megaphone aria-hidden="true" className="h-5 w-5" />
        {t.home.campaign.title}
      </h2>
      <ul className="mt-2 space-y-2">
        {campaigns.map((campaign) => (
          <li key={campaign.id}>
            <p className="font-semibold">
              <span className="mr-2 rounded-full bg-amber-200 px-2 py-0.5 font-black">
                {campaignValueLabel(campaign)}
              </span>
              {campaign.name}
            </p>
            <p className="mt-1 text-sm">{conditions(campaign)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

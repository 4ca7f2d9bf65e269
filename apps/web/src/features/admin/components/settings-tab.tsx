import type { AdminSettings } from '@app/shared/schemas/admin';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { TabList, tabId } from '@/components/ui/tab-list';
import { useSettings } from '../api/get-settings';
import { confirmLeaving, useLeavingGuard } from '../lib/unsaved-changes';
import { adminText } from '../messages';
import { BackupsCard } from './backups-card';
import { RewardsEditor } from './catalog-editors';
import { PointsScaleEditor } from './points-scale-editor';
import { BrandSettings } from './settings/brand-settings';
import { ChatSettings } from './settings/chat-settings';
import { ReviewBonusSettings } from './settings/review-bonus-settings';
import { StationNetwork } from './settings/station-network';
import { StationsSettings } from './settings/stations-settings';

/** Réglages' sections, each at its own address (?tab=settings&section=…) with its own save. */
export const SETTINGS_SECTIONS = ['stations', 'brand', 'scale', 'partners', 'chat', 'backups'] as const;
type Section = (typeof SETTINGS_SECTIONS)[number];

const sectionOf = (value: string | null): Section =>
  (SETTINGS_SECTIONS as readonly string[]).includes(value ?? '') ? (value as Section) : 'stations';

const loading = <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;

/** The sections that edit the settings record (stations, chat, the review bonus) wait for it. */
function WithSettings({ children }: { children: (settings: AdminSettings) => ReactNode }) {
  const { data, isPending, isError, refetch } = useSettings();
  if (isPending) return loading;
  if (isError && !data) return <LoadError message={adminText.loadError} onRetry={() => void refetch()} />;
  return <>{children(data)}</>;
}

function SectionContent({ section }: { section: Section }) {
  if (section === 'scale')
    return (
      <div className="space-y-4">
        <PointsScaleEditor />
        <WithSettings>{(settings) => <ReviewBonusSettings settings={settings} />}</WithSettings>
      </div>
    );
  if (section === 'partners') return <RewardsEditor />;
  if (section === 'chat')
    return <WithSettings>{(settings) => <ChatSettings settings={settings} />}</WithSettings>;
  if (section === 'backups') return <BackupsCard />;
  if (section === 'brand') return <BrandSettings />;
  return (
    <div className="space-y-4">
      <StationNetwork />
      <WithSettings>
        {(settings) => (
          // A station added, renamed or closed above starts this form again from the saved list.
          <StationsSettings
            key={settings.stations.map((station) => station.name).join('\n')}
            settings={settings}
          />
        )}
      </WithSettings>
    </div>
  );
}

/**
 * Réglages, in sections: a section's save sends its own fields only, and leaving a section,
 * a tab or the page with edits not saved asks first (issue 32).
 */
export function SettingsTab() {
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('section'));
  useLeavingGuard();
  return (
    <div className="space-y-4">
      <TabList
        label={adminText.settings.sectionsLabel}
        values={SETTINGS_SECTIONS}
        names={adminText.settings.sections}
        selected={section}
        onSelect={(value) => {
          if (value === section || !confirmLeaving()) return;
          setParams({ tab: 'settings', section: value }, { replace: true });
        }}
        layout="columns"
        panelId="settings-panel"
      />
      <div role="tabpanel" id="settings-panel" aria-labelledby={tabId('settings-panel', section)}>
        <SectionContent key={section} section={section} />
      </div>
    </div>
  );
}

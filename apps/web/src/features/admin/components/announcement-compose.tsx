import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_LANGUAGES,
  type AnnouncementLanguage,
  ANNOUNCEMENT_LINKS,
  ANNOUNCEMENT_TITLE_MAX,
  AUDIENCES,
  type Audience,
  type AnnouncementLink,
} from '@app/shared/domain/announcements';
import { LOCALE_NAMES } from '@app/shared/domain/locales';
import type { AnnouncementTranslations } from '@app/shared/schemas/announcements';
import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import { failureText } from '../api/admin-mutation';
import { useAudienceCount } from '../api/get-audience';
import { useSendAnnouncement } from '../api/send-announcement';
import { fromZurichInput } from '../lib/zurich-input';
import { adminText } from '../messages';
import type { Notice } from './pager';
import { StationOptions } from './station-options';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.announcements;

function AudienceCount({ audience, station }: { audience: Audience; station: string | null }) {
  const { data, isFetching } = useAudienceCount(audience, station);
  if (audience === 'station_regulars' && !station) return null;
  if (!data) return <p className="text-sm text-slate-600">{words().counting}</p>;
  return (
    <p className="text-sm font-semibold text-slate-900" aria-live="polite" aria-busy={isFetching}>
      {words().reach({ count: data.count })}
      {data.already_served > 0 && (
        <span className="text-red-700">, {words().alreadyServed({ count: data.already_served })}</span>
      )}
    </p>
  );
}

/** How the announcement will look in a member's notifications. */
function Preview({ title, body, link }: { title: string; body: string; link: string }) {
  return (
    <section aria-labelledby="announcement-preview" className="rounded-xl bg-slate-50 p-3">
      <h4 id="announcement-preview" className="text-sm font-semibold text-slate-700">
        {words().preview}
      </h4>
      {title || body ? (
        <div className="mt-2 flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <Bell aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{title}</p>
            <p className="text-sm break-words text-slate-700">{body}</p>
            {link && (
              <p className="mt-1 text-xs text-slate-600">
                {words().opens({ page: words().links[link] ?? link })}
              </p>
            )}
          </div>
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{words().previewEmpty}</p>
      )}
    </section>
  );
}

export function ComposeForm({
  onNotice,
  initialAudience,
}: {
  onNotice: (notice: Notice) => void;
  initialAudience: Audience;
}) {
  const send = useSendAnnouncement();
  const base = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  // The operator's optional versions in the other languages, by language.
  const [versions, setVersions] = useState<
    Partial<Record<AnnouncementLanguage, { title: string; body: string }>>
  >({});
  const [link, setLink] = useState<AnnouncementLink | ''>('');
  const [audience, setAudience] = useState<Audience>(initialAudience);
  const [station, setStation] = useState<string | null>(null);
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const count = useAudienceCount(audience, station).data?.count ?? 0;
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const translations: AnnouncementTranslations = {};
        for (const language of ANNOUNCEMENT_LANGUAGES) {
          const version = versions[language];
          const [versionTitle, versionBody] = [version?.title.trim() ?? '', version?.body.trim() ?? ''];
          if (!versionTitle && !versionBody) continue;
          if (!versionTitle || !versionBody)
            return onNotice({
              tone: 'error',
              text: words().versionIncomplete({ language: LOCALE_NAMES[language] }),
            });
          translations[language] = { title: versionTitle, body: versionBody };
        }
        let at: string | null = null;
        if (later) {
          at = fromZurichInput(sendAt);
          if (!at) return onNotice({ tone: 'error', text: words().invalidDate });
        } else if (!window.confirm(words().confirmSend({ count }))) return;
        send.mutate(
          {
            title,
            body,
            translations,
            link: link || null,
            audience,
            station: audience === 'station_regulars' ? station : null,
            send_at: at,
          },
          {
            onSuccess: (answer) => {
              onNotice({ tone: 'success', text: answer.message });
              setTitle('');
              setBody('');
              setVersions({});
            },
            onError: (error) => onNotice({ tone: 'error', text: failureText(error, adminText.unknownError) }),
          },
        );
      }}
    >
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${base}-title`} className="field-label">
            {words().title}
          </label>
          <span className="text-xs text-slate-600">
            {words().counter({ length: title.length, max: ANNOUNCEMENT_TITLE_MAX })}
          </span>
        </div>
        <input
          id={`${base}-title`}
          className="field-input"
          required
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${base}-body`} className="field-label">
            {words().body}
          </label>
          <span className="text-xs text-slate-600">
            {words().counter({ length: body.length, max: ANNOUNCEMENT_BODY_MAX })}
          </span>
        </div>
        <textarea
          id={`${base}-body`}
          className="field-input"
          rows={3}
          required
          maxLength={ANNOUNCEMENT_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </div>
      <details className="rounded-xl border border-slate-200 p-3">
        <summary className="cursor-pointer font-semibold text-slate-800">{words().translationsTitle}</summary>
        <p className="mt-2 text-sm text-slate-600">{words().translationsHint}</p>
        {ANNOUNCEMENT_LANGUAGES.map((language) => {
          const version = versions[language] ?? { title: '', body: '' };
          const change = (next: Partial<typeof version>) =>
            setVersions((all) => ({ ...all, [language]: { ...version, ...next } }));
          return (
            <div key={language} lang={language} className="mt-3 space-y-2">
              <label htmlFor={`${base}-${language}-title`} className="field-label">
                {words().versionTitle({ language: LOCALE_NAMES[language] })}
              </label>
              <input
                id={`${base}-${language}-title`}
                className="field-input"
                maxLength={ANNOUNCEMENT_TITLE_MAX}
                value={version.title}
                onChange={(event) => change({ title: event.target.value })}
              />
              <label htmlFor={`${base}-${language}-body`} className="field-label">
                {words().versionBody({ language: LOCALE_NAMES[language] })}
              </label>
              <textarea
                id={`${base}-${language}-body`}
                className="field-input"
                rows={2}
                maxLength={ANNOUNCEMENT_BODY_MAX}
                value={version.body}
                onChange={(event) => change({ body: event.target.value })}
              />
            </div>
          );
        })}
      </details>
      <div>
        <label htmlFor={`${base}-link`} className="field-label">
          {words().link}
        </label>
        <select
          id={`${base}-link`}
          className="field-input"
          value={link}
          onChange={(event) => setLink(event.target.value as AnnouncementLink | '')}
        >
          <option value="">{words().noLink}</option>
          {ANNOUNCEMENT_LINKS.map((path) => (
            <option key={path} value={path}>
              {words().links[path]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="space-y-1 rounded-xl bg-slate-50 p-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{words().audience}</legend>
        {AUDIENCES.map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`${base}-audience`}
              className="mt-0.5 h-5 w-5 shrink-0"
              checked={audience === value}
              onChange={() => setAudience(value)}
            />
            <span>
              <span className="font-medium text-slate-900">{words().audiences[value]}</span>
              <span className="block text-slate-600">{words().audienceHints[value]}</span>
            </span>
          </label>
        ))}
        {audience === 'station_regulars' && (
          <div>
            <label htmlFor={`${base}-station`} className="field-label">
              {words().station}
            </label>
            <select
              id={`${base}-station`}
              className="field-input"
              required
              value={station ?? ''}
              onChange={(event) => setStation(event.target.value || null)}
            >
              <option value="">{words().chooseStation}</option>
              <StationOptions openOnly />
            </select>
          </div>
        )}
        <AudienceCount audience={audience} station={station} />
      </fieldset>
      <fieldset className="space-y-1 rounded-xl bg-slate-50 p-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{words().when}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${base}-when`}
            className="h-5 w-5"
            checked={!later}
            onChange={() => setLater(false)}
          />
          {words().now}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${base}-when`}
            className="h-5 w-5"
            checked={later}
            onChange={() => setLater(true)}
          />
          {words().later}
        </label>
        {later && (
          <div>
            <label htmlFor={`${base}-at`} className="field-label">
              {words().sendAt}
            </label>
            <input
              id={`${base}-at`}
              className="field-input"
              type="datetime-local"
              required
              value={sendAt}
              onChange={(event) => setSendAt(event.target.value)}
            />
          </div>
        )}
      </fieldset>
      <Preview title={title} body={body} link={link} />
      <button type="submit" className="btn-primary inline-flex" disabled={send.isPending}>
        {later ? words().schedule : words().send}
      </button>
    </form>
  );
}

import { MonitorSmartphone } from 'lucide-react';
import { useId, useState } from 'react';
import type { createDisplayResponse } from '@app/shared/schemas/presence';
import { Alert } from '@/components/ui/alert';
import type { Contract } from '@/lib/api-client';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { failureText } from '../api/admin-mutation';
import { useCreateStationDisplay } from '../api/create-station-display';
import { useRevokeStationDisplay } from '../api/revoke-station-display';
import { useStationDisplays } from '../api/get-station-displays';
import { adminText } from '../messages';
import type { Notice } from './pager';
import { QrCode } from '@/components/ui/qr-code';

const dateTime = (iso: string) => `${formatShortDate(new Date(iso))} ${formatZurichTime(new Date(iso))}`;

/** 'Écrans de la station': pair a tablet at the bay, see when each was last seen, revoke one. */
export function StationDisplays({ station }: { station: string }) {
  const words = adminText.displays;
  const { data, isPending, isError } = useStationDisplays(station);
  const create = useCreateStationDisplay();
  const revoke = useRevokeStationDisplay();
  const [label, setLabel] = useState('');
  const [pairing, setPairing] = useState<Contract<typeof createDisplayResponse> | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const labelId = useId();

  return (
    <section
      className="space-y-2 rounded-xl bg-white p-2 ring-1 ring-slate-200"
      aria-label={words.title({ station })}
    >
      <h4 className="flex items-center gap-2 font-semibold text-slate-900">
        <MonitorSmartphone aria-hidden="true" className="h-4 w-4" />
        {words.heading}
      </h4>
      {isPending && <p className="text-sm text-slate-600">{words.loading}</p>}
      {isError && <p className="text-sm text-red-700">{words.loadError}</p>}
      {data && data.displays.length === 0 && <p className="text-sm text-slate-600">{words.empty}</p>}
      {data && data.displays.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {data.displays.map((display) => (
            <li key={display.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <p className="font-semibold">{display.label}</p>
                <p className="text-slate-600">
                  {display.revoked
                    ? words.revoked
                    : display.paired_at
                      ? words.lastSeen({ when: display.last_seen_at ? dateTime(display.last_seen_at) : '—' })
                      : words.waiting}
                </p>
              </div>
              {!display.revoked && (
                <button
                  type="button"
                  className="rounded-lg px-3 py-1.5 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
                  disabled={revoke.isPending}
                  onClick={() => {
                    if (!window.confirm(words.confirmRevoke({ label: display.label }))) return;
                    revoke.mutate(
                      { station, id: display.id },
                      {
                        onSuccess: () => setNotice({ tone: 'success', text: words.revokedNotice }),
                        onError: (error) =>
                          setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) }),
                      },
                    );
                  }}
                >
                  {words.revoke}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={labelId} className="field-label">
            {words.label}
          </label>
          <input
            id={labelId}
            className="field-input"
            value={label}
            maxLength={40}
            placeholder={words.labelPlaceholder}
            onChange={(event) => setLabel(event.target.value)}
            // Inside the settings form: Enter here must not save the settings.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        </div>
        <button
          type="button"
          className="btn-secondary inline-flex"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(
              { station, label },
              {
                onSuccess: (created) => {
                  setPairing(created);
                  setLabel('');
                  setNotice(null);
                },
                onError: (error) =>
                  setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) }),
              },
            )
          }
        >
          {words.add}
        </button>
      </div>
      {pairing && (
        <div role="status" className="rounded-xl bg-blue-50 p-3 text-sm text-blue-950 ring-1 ring-blue-200">
          <p className="font-semibold">{words.pairingTitle({ label: pairing.label })}</p>
          <p className="mt-1">{words.pairingHelp({ url: `${window.location.origin}/station-display` })}</p>
          <p className="mt-2 font-mono text-2xl font-black tracking-widest" data-testid="pairing-code">
            {pairing.pairing_code}
          </p>
          <p className="mt-1">
            {words.pairingExpires({ time: formatZurichTime(new Date(pairing.expires_at)) })}
          </p>
          <p className="mt-2">{words.pairingScan}</p>
          <div className="mt-1 w-40 rounded-lg bg-white p-2">
            <QrCode
              value={`${window.location.origin}/station-display?pair=${pairing.pairing_code}`}
              label={words.pairingQrLabel({ code: pairing.pairing_code })}
            />
          </div>
        </div>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </section>
  );
}

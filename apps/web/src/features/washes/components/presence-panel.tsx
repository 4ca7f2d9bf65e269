import { t } from '@/lib/i18n';
import { CheckCircle2, QrCode, ScanLine } from 'lucide-react';
import { Field } from '@/components/ui/form/field';

export type PresenceInput =
  | { kind: 'token'; token: string; station: string | null; error: string | null }
  | { kind: 'typed'; code: string };

/**
 * The proof of presence on the add-wash screen: the display's code read by the camera (or
 * from the QR link that opened the app), or its six digits typed by hand.
 */
export function PresencePanel({
  required,
  offline,
  presence,
  onTyped,
  onForget,
  onScan,
}: {
  required: boolean;
  offline: boolean;
  presence: PresenceInput | null;
  onTyped: (code: string) => void;
  onForget: () => void;
  /** Opens the camera, which reads the display's QR code while it films. */
  onScan: () => void;
}) {
  if (presence?.kind === 'token') {
    return (
      <div
        role="status"
        className={`rounded-2xl p-4 ring-1 ${presence.error ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-emerald-50 text-emerald-950 ring-emerald-200'}`}
      >
        {presence.error ? (
          <p className="font-semibold">{presence.error}</p>
        ) : presence.station ? (
          <>
            <p className="flex items-center gap-2 font-bold">
              <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-emerald-700" />
              {t.presence.detected({ station: presence.station })}
            </p>
            <p className="mt-1 text-sm">{t.presence.detectedHint}</p>
          </>
        ) : offline ? (
          <>
            <p className="flex items-center gap-2 font-bold">
              <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-emerald-700" />
              {t.presence.detectedOffline}
            </p>
            <p className="mt-1 text-sm">{t.presence.chooseStation}</p>
          </>
        ) : (
          <p>{t.presence.resolving}</p>
        )}
        <button type="button" onClick={onForget} className="mt-2 text-sm font-semibold underline">
          {presence.error ? t.presence.scanAgain : t.presence.forget}
        </button>
      </div>
    );
  }
  if (!required) return null;
  const typed = presence?.kind === 'typed' ? presence.code : '';
  return (
    <section
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="presence-title"
    >
      <h2 id="presence-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <QrCode aria-hidden="true" className="h-5 w-5" />
        {t.presence.title}
      </h2>
      <p className="text-slate-700">{t.presence.required}</p>
      <p className="text-sm text-slate-600">{t.presence.howTo}</p>
      <button type="button" onClick={onScan} className="btn-secondary flex w-full">
        <ScanLine aria-hidden="true" className="h-5 w-5" />
        {t.presence.scan}
      </button>
      <Field label={t.presence.codeLabel} hint={t.presence.codeHint}>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={typed}
            onChange={(event) => onTyped(event.target.value.replace(/\D/g, '').slice(0, 6))}
            className="field-input text-center font-mono text-2xl tracking-[0.3em]"
          />
        )}
      </Field>
    </section>
  );
}

import { MonitorSmartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { PairedDisplay } from '@app/shared/schemas/presence';
import { Field } from '@/components/ui/form/field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { usePairDisplay } from '../api/pair-display';
import { displayText } from '../messages';

/** The first screen of a display: the pairing code from the admin area. */
export function PairingForm({
  initialCode = '',
  notice,
  onPaired,
}: {
  initialCode?: string;
  notice?: { title: string; text: string };
  onPaired: (display: PairedDisplay) => void;
}) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const pair = usePairDisplay();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      onPaired(await pair.mutateAsync(code));
    } catch (caught) {
      setError(errorMessage(caught, displayText.pairError));
    }
  }

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-6 p-6">
      <div className="text-center">
        <MonitorSmartphone aria-hidden="true" className="mx-auto h-12 w-12 text-blue-700" />
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{displayText.pairTitle}</h1>
        <p className="mt-2 text-slate-700">{displayText.pairIntro}</p>
      </div>
      {notice && (
        <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p className="font-bold">{notice.title}</p>
          <p className="mt-1">{notice.text}</p>
        </div>
      )}
      <form onSubmit={handleSubmit} className="space-y-4" noValidate>
        <Field label={displayText.pairLabel} hint={displayText.pairHint} error={error}>
          {(id, describedBy) => (
            <input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={16}
              className="field-input text-center font-mono text-2xl tracking-widest uppercase"
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={code.trim() === '' || pair.isPending}
          className="btn-primary flex w-full text-lg"
        >
          {pair.isPending && <Spinner />}
          {pair.isPending ? displayText.pairing : displayText.pairSubmit}
        </button>
      </form>
    </main>
  );
}

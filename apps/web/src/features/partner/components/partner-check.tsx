import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/form/field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCheckCode, useRedeemCode } from '../api/check-code';
import { partnerText as words } from '../messages';

/**
 * The partner's counter: the member's code and the partner's PIN; a valid code shows the
 * offer and the member's first name, then is used once with one press.
 */
export function PartnerCheck({ initialCode }: { initialCode: string }) {
  const [code, setCode] = useState(initialCode);
  const [pin, setPin] = useState('');
  const check = useCheckCode();
  const redeem = useRedeemCode();
  const [error, setError] = useState<string | null>(null);

  async function onCheck(event: FormEvent) {
    event.preventDefault();
    setError(null);
    redeem.reset();
    try {
      await check.mutateAsync({ code, pin });
    } catch (caught) {
      setError(errorMessage(caught, words.error));
    }
  }

  async function onRedeem() {
    setError(null);
    try {
      await redeem.mutateAsync({ code, pin });
    } catch (caught) {
      setError(errorMessage(caught, words.error));
    }
  }

  function another() {
    check.reset();
    redeem.reset();
    setCode('');
    setError(null);
  }

  const valid = check.data && !error ? check.data : null;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-5 p-5">
      <div className="text-center">
        <ShieldCheck aria-hidden="true" className="mx-auto h-12 w-12 text-brand-700" />
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{words.title}</h1>
        <p className="mt-2 text-slate-700">{words.intro}</p>
      </div>
      <form onSubmit={onCheck} className="space-y-4" noValidate>
        <Field label={words.code} hint={words.codeHint}>
          {(id, describedBy) => (
            <input
              id={id}
              aria-describedby={describedBy}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                check.reset();
                redeem.reset();
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              className="field-input text-center font-mono text-2xl tracking-widest uppercase"
            />
          )}
        </Field>
        <Field label={words.pin} hint={words.pinHint}>
          {(id, describedBy) => (
            <input
              id={id}
              aria-describedby={describedBy}
              value={pin}
              onChange={(event) => setPin(event.target.value)}
              type="password"
              inputMode="numeric"
              autoComplete="current-password"
              maxLength={8}
              className="field-input text-center font-mono text-xl tracking-widest"
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={code.trim() === '' || pin.trim() === '' || check.isPending}
          className="btn-primary flex w-full text-lg"
        >
          {check.isPending && <Spinner />}
          {check.isPending ? words.checking : words.check}
        </button>
      </form>
      {error && (
        <p
          role="alert"
          className="rounded-2xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900"
        >
          {error}
        </p>
      )}
      {redeem.data ? (
        <section
          role="status"
          className="space-y-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
        >
          <p className="flex items-center gap-2 text-lg font-bold">
            <BadgeCheck aria-hidden="true" className="h-6 w-6" /> {words.redeemed}
          </p>
          <p>
            {words.offer({ discount: redeem.data.discount_percentage, partner: redeem.data.partner_name })}
          </p>
          <p>{words.member({ name: redeem.data.member_first_name })}</p>
          <button type="button" onClick={another} className="btn-secondary flex w-full">
            {words.another}
          </button>
        </section>
      ) : (
        valid && (
          <section
            aria-labelledby="partner-valid"
            className="space-y-2 rounded-2xl border border-emerald-300 bg-white p-4"
          >
            <h2 id="partner-valid" className="flex items-center gap-2 text-lg font-bold text-emerald-800">
              <BadgeCheck aria-hidden="true" className="h-6 w-6" /> {words.valid}
            </h2>
            <p className="text-xl font-bold text-slate-900">
              {words.offer({ discount: valid.discount_percentage, partner: valid.partner_name })}
            </p>
            <p className="text-slate-700">{valid.description}</p>
            <p className="font-semibold text-slate-900">{words.member({ name: valid.member_first_name })}</p>
            {valid.uses_left !== null && (
              <p className="text-sm text-slate-700">{words.usesLeft({ count: valid.uses_left })}</p>
            )}
            <button
              type="button"
              onClick={() => void onRedeem()}
              disabled={redeem.isPending}
              className="btn-primary flex w-full text-lg"
            >
              {redeem.isPending && <Spinner />}
              {redeem.isPending ? words.redeeming : words.redeem}
            </button>
          </section>
        )
      )}
    </main>
  );
}

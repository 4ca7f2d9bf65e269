import { Check, Copy, Share2, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api-client';
import { Field } from '@/components/ui/form/field';
import { ReferralCodeInput } from '@/components/ui/form/referral-code-input';
import { t } from '@/lib/i18n';
import { usePointsScale } from '@/lib/programme';
import { useReferral } from '../api/get-referral';
import { useUseReferralCode } from '../api/use-referral-code';
import { brandName } from '@/lib/brand';

/** After a code is accepted the page reloads (docs/product.md, screens), so every total shows the bonus. */
const RELOAD_AFTER_MS = 2000;

export function ReferralTab() {
  const id = useId();
  const words = t.viral.referral;
  const scale = usePointsScale();
  const { data, isPending, isError, refetch } = useReferral();
  const useCode = useUseReferralCode();
  const [copied, setCopied] = useState(false);
  const [shareNote, setShareNote] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (isPending) return <div className="h-48 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;
  if (isError && !data) return <LoadError message={words.loadError} onRetry={() => void refetch()} />;

  const link = `${window.location.origin}/login?ref=${data.referral_code}`;

  async function copyCode() {
    await navigator.clipboard.writeText(data?.referral_code ?? '');
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  }

  async function share() {
    const text = words.shareText({ brand: brandName(), code: data?.referral_code ?? '' });
    if (navigator.share) {
      try {
        await navigator.share({ title: words.shareTitle({ brand: brandName() }), text, url: link });
      } catch {
        // The visitor closed the share sheet.
      }
      return;
    }
    await navigator.clipboard.writeText(`${text} ${link}`);
    setShareNote(words.linkCopied);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    if (!code.trim()) {
      setResult({ tone: 'error', text: `❌ ${words.empty}` });
      return;
    }
    try {
      const answer = await useCode.mutateAsync(code.trim());
      setResult({ tone: 'success', text: `🎉 ${answer.message}` });
      window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch (caught) {
      setResult({ tone: 'error', text: `❌ ${errorMessage(caught, words.errorFallback, t.offline)}` });
    }
  }

  return (
    <div className="space-y-4">
      <section
        aria-labelledby={`${id}-title`}
        className="rounded-2xl bg-gradient-to-br from-violet-800 to-brand-900 p-5 text-white shadow-md"
      >
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {words.title}
        </h2>
        <p className="mt-1 text-sm text-violet-50">
          {words.intro({ referrer: scale.referral_referrer, referred: scale.referral_referred })}
        </p>
        <p
          className="mt-3 text-center font-mono text-4xl font-black tracking-[0.3em]"
          data-testid="referral-code"
        >
          {data.referral_code}
        </p>
        <p className="mt-1 text-center text-sm text-violet-50">
          {words.count({ count: data.referrals_count })}
        </p>
        <div className="mt-4 grid grid-cols-2 gap-2">
          <button type="button" onClick={() => void copyCode()} className="btn-secondary flex">
            {copied ? (
              <Check aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Copy aria-hidden="true" className="h-5 w-5" />
            )}
            {copied ? words.copied : words.copy}
          </button>
          <button type="button" onClick={() => void share()} className="btn-secondary flex">
            <Share2 aria-hidden="true" className="h-5 w-5" />
            {words.share}
          </button>
        </div>
        {shareNote && (
          <p role="status" className="mt-2 text-center text-sm">
            {shareNote}
          </p>
        )}
      </section>

      {data.referred_by ? (
        <p className="rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-900">
          {words.alreadyReferred({ name: data.referred_by })}
        </p>
      ) : (
        <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <button
            type="button"
            aria-expanded={formOpen}
            onClick={() => setFormOpen((open) => !open)}
            className="flex w-full items-center justify-between font-bold text-slate-900"
          >
            <span className="flex items-center gap-2">
              <UserPlus aria-hidden="true" className="h-5 w-5 text-brand-700" />
              {words.haveCode}
            </span>
            <span className="text-sm font-semibold text-brand-700">{formOpen ? words.hideForm : '+'}</span>
          </button>
          {formOpen && (
            <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-3" noValidate>
              <Field label={words.codeLabel}>
                {(fieldId) => <ReferralCodeInput id={fieldId} value={code} onChange={setCode} />}
              </Field>
              <button type="submit" disabled={useCode.isPending} className="btn-primary flex w-full">
                {useCode.isPending ? words.submitting : words.submit}
              </button>
            </form>
          )}
        </section>
      )}
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
    </div>
  );
}

import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { resetText } from '../password-reset-messages';
import { paths } from '@/config/paths';

/** The e-mail's link lands here with its token in the fragment (never sent to a server). */
function tokenFromLocation(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('token');
}

export function ResetPasswordForm() {
  const id = useId();
  const [token] = useState(tokenFromLocation);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmPasswordReset();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (password !== again) return setError(resetText.mismatch);
    try {
      const answer = await confirm.mutateAsync({ token: token ?? '', password });
      // The token has served: it leaves the address bar and the history entry.
      window.history.replaceState(null, '', window.location.pathname);
      setDone(answer.message ?? '');
    } catch (caught) {
      setError(errorMessage(caught, resetText.errorFallback, resetText.errorNetwork));
    }
  }

  if (!token)
    return (
      <div className="space-y-3">
        <Alert>{resetText.missingToken}</Alert>
        <Link to={paths.forgotPassword} className="btn-secondary flex">
          {resetText.askAgain}
        </Link>
      </div>
    );
  if (done !== null)
    return (
      <div className="space-y-3">
        <Alert tone="success">{done}</Alert>
        <Link to={paths.login} className="btn-primary flex">
          {resetText.backToLogin}
        </Link>
      </div>
    );
  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <p className="text-slate-700">{resetText.resetIntro}</p>
      <div>
        <label htmlFor={`${id}-password`} className="field-label">
          {resetText.password}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          required
          minLength={6}
          maxLength={128}
          aria-describedby={`${id}-rule`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="field-input"
        />
        <p id={`${id}-rule`} className="mt-1 text-sm text-slate-600">
          {resetText.passwordRule}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-again`} className="field-label">
          {resetText.confirm}
        </label>
        <input
          id={`${id}-again`}
          type="password"
          autoComplete="new-password"
          required
          minLength={6}
          maxLength={128}
          value={again}
          onChange={(event) => setAgain(event.target.value)}
          className="field-input"
        />
      </div>
      {error && <Alert>{error}</Alert>}
      <button type="submit" disabled={confirm.isPending} className="btn-primary flex w-full">
        {confirm.isPending && <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />}
        {confirm.isPending ? resetText.saving : resetText.save}
      </button>
    </form>
  );
}

import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { resetText } from '../password-reset-messages';

/** 'Mot de passe oublié' : the address, then the server's answer (the same for any address). */
export function ForgotPasswordForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const answer = await request.mutateAsync({ email });
      setSent(answer.message ?? '');
    } catch (caught) {
      setError(errorMessage(caught, resetText.errorFallback, resetText.errorNetwork));
    }
  }

  if (sent !== null) return <Alert tone="success">{sent}</Alert>;
  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <p className="text-slate-700">{resetText.forgotIntro}</p>
      <div>
        <label htmlFor={`${id}-email`} className="field-label">
          {resetText.email}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="field-input"
        />
      </div>
      {error && <Alert>{error}</Alert>}
      <button type="submit" disabled={request.isPending} className="btn-primary flex w-full">
        {request.isPending && <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />}
        {request.isPending ? resetText.sending : resetText.send}
      </button>
    </form>
  );
}

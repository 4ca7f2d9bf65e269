import { Eye, EyeOff, Loader2 } from 'lucide-react';
import { NAME_MAX_LENGTH } from '@app/shared/domain/names';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/form/field';
import { ReferralCodeInput } from '@/components/ui/form/referral-code-input';
import { StationSelect } from '@/components/ui/form/station-select';
import { errorMessage } from '@/lib/api-client';
import { currentLocale, t } from '@/lib/i18n';
import { Link } from 'react-router';
import { useProviders } from '../api/get-providers';
import { ProviderButtons } from './provider-buttons';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { paths } from '@/config/paths';

type Mode = 'login' | 'register';

interface LoginFormProps {
  stations: string[];
  /** Called after a successful sign-in or registration. */
  onSuccess: () => Promise<void> | void;
  /** From a referral link: the form opens in registration mode with it filled in. */
  referralCode?: string;
}

export function LoginForm({ stations, onSuccess, referralCode: linkCode = '' }: LoginFormProps) {
  const [mode, setMode] = useState<Mode>(linkCode ? 'register' : 'login');
  const [referralCode, setReferralCode] = useState(linkCode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [favoriteStation, setFavoriteStation] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const loginMutation = useLogin();
  const providers = useProviders();
  const registerMutation = useRegister();

  const isRegister = mode === 'register';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      if (isRegister) {
        await registerMutation.mutateAsync({
          email,
          password,
          name,
          favorite_station: favoriteStation,
          // The language chosen on this screen (or found) becomes the account's.
          locale: currentLocale(),
          ...(referralCode.trim() ? { referral_code: referralCode.trim() } : {}),
        });
      } else {
        await loginMutation.mutateAsync({ email, password });
      }
      await onSuccess();
    } catch (caught) {
      setError(errorMessage(caught, t.login.errorFallback, t.login.errorNetwork));
      setSubmitting(false);
    }
  }

  function toggleMode() {
    setMode(isRegister ? 'login' : 'register');
    setError(null);
  }

  return (
    <div className="rounded-3xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6">
      <h1 className="mb-5 text-center text-2xl font-bold text-slate-900">
        {isRegister ? t.login.titleRegister : t.login.titleLogin}
      </h1>
      <ProviderButtons />
      <form onSubmit={handleSubmit} className="space-y-4" noValidate={false}>
        {isRegister && (
          <Field label={t.login.name}>
            {(fieldId) => (
              <input
                id={fieldId}
                name="name"
                type="text"
                autoComplete="name"
                required
                maxLength={NAME_MAX_LENGTH}
                placeholder={t.login.namePlaceholder}
                value={name}
                onChange={(event) => setName(event.target.value)}
                className="field-input"
              />
            )}
          </Field>
        )}
        <Field label={t.login.email}>
          {(fieldId) => (
            <input
              id={fieldId}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              placeholder={t.login.emailPlaceholder}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="field-input"
            />
          )}
        </Field>
        <Field label={t.login.password} hint={isRegister ? t.login.passwordRule : undefined}>
          {(fieldId, describedBy) => (
            <div className="relative">
              <input
                id={fieldId}
                aria-describedby={describedBy}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete={isRegister ? 'new-password' : 'current-password'}
                required
                minLength={isRegister ? 6 : undefined}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className="field-input pr-12"
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? t.login.hidePassword : t.login.showPassword}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-slate-600 hover:text-slate-900"
              >
                {showPassword ? (
                  <EyeOff aria-hidden="true" className="h-5 w-5" />
                ) : (
                  <Eye aria-hidden="true" className="h-5 w-5" />
                )}
              </button>
            </div>
          )}
        </Field>
        {isRegister && (
          <Field label={t.login.favoriteStation}>
            {(fieldId) => (
              <StationSelect
                id={fieldId}
                stations={stations}
                emptyLabel={t.login.chooseStation}
                required
                value={favoriteStation}
                onChange={setFavoriteStation}
              />
            )}
          </Field>
        )}
        {isRegister && (
          <Field label={t.login.referralCode}>
            {(fieldId) => <ReferralCodeInput id={fieldId} value={referralCode} onChange={setReferralCode} />}
          </Field>
        )}

        {error && (
          <div
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {error}
          </div>
        )}

        {!isRegister && providers.data?.password_reset && (
          <p className="-mt-2 text-right">
            <Link to={paths.forgotPassword} className="text-sm font-semibold text-brand-700 hover:underline">
              {t.login.forgotPassword}
            </Link>
          </p>
        )}

        <button type="submit" disabled={submitting} className="btn-primary flex w-full">
          {submitting ? (
            <>
              <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
              {isRegister ? t.login.submittingRegister : t.login.submittingLogin}
            </>
          ) : isRegister ? (
            t.login.submitRegister
          ) : (
            t.login.submitLogin
          )}
        </button>
      </form>
      <button
        type="button"
        onClick={toggleMode}
        className="mt-4 w-full rounded-lg py-2 text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {isRegister ? t.login.toggleToLogin : t.login.toggleToRegister}
      </button>
    </div>
  );
}

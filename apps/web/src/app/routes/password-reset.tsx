import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { resetText } from '@/features/auth/password-reset-messages';
import { paths } from '@/config/paths';

/** This screen's texts, in the active language (the router waits for them). */

function ResetPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="min-h-dvh bg-gradient-to-b from-brand-900 to-brand-700 px-4 py-8">
      <div className="mx-auto w-full max-w-md rounded-3xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6">
        <h1 className="mb-4 text-center text-2xl font-bold text-slate-900">{title}</h1>
        {children}
        <Link
          to={paths.login}
          className="mt-4 block rounded-lg py-2 text-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {resetText.backToLogin}
        </Link>
      </div>
    </main>
  );
}

/** /mot-de-passe-oublie: asks for the reset link. */
export function ForgotPasswordRoute() {
  return (
    <ResetPage title={resetText.forgotTitle}>
      <ForgotPasswordForm />
    </ResetPage>
  );
}

/** /reinitialiser-mot-de-passe#token=…: the e-mail's link. */
export function ResetPasswordRoute() {
  return (
    <ResetPage title={resetText.resetTitle}>
      <ResetPasswordForm />
    </ResetPage>
  );
}

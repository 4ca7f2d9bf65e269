import { useQueryClient } from '@tanstack/react-query';
import { Download, KeyRound, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';
import { signInMethodsKey, useSignInMethods } from '../api/sign-in-methods';
import { useDeleteAccount } from '../api/delete-account';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Changes the password; an account made through Google or Apple sets its first one. */
function PasswordModal({
  open,
  onClose,
  hasPassword,
}: {
  open: boolean;
  onClose: () => void;
  hasPassword: boolean;
}) {
  const client = useQueryClient();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const change = useChangePassword();

  function close() {
    setCurrent('');
    setNext('');
    setConfirm('');
    setError(null);
    setDone(false);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (next !== confirm) return setError(t.profile.passwordMismatch);
    if (next.length < 6) return setError(t.profile.passwordTooShort);
    try {
      await change.mutateAsync(
        hasPassword ? { current_password: current, new_password: next } : { new_password: next },
      );
      await client.invalidateQueries({ queryKey: signInMethodsKey });
      setDone(true);
    } catch (caught) {
      setError(errorMessage(caught, t.profile.passwordError));
    }
  }

  const fields = [
    ...(hasPassword
      ? ([['current', t.profile.currentPassword, current, setCurrent, 'current-password']] as const)
      : []),
    ['new', t.profile.newPassword, next, setNext, 'new-password'],
    ['confirm', t.profile.confirmPassword, confirm, setConfirm, 'new-password'],
  ] as const;

  return (
    <Modal open={open} title={hasPassword ? t.profile.changePassword : t.profile.setPassword} onClose={close}>
      {done ? (
        <div className="space-y-3">
          <Alert tone="success">{t.profile.passwordChanged}</Alert>
          <button type="button" onClick={close} className="btn-primary flex w-full">
            {t.common.close}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-3">
          {fields.map(([key, label, value, setValue, autoComplete]) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className="field-label">
                {label}
              </label>
              <input
                id={`${id}-${key}`}
                type="password"
                autoComplete={autoComplete}
                aria-describedby={key === 'new' ? `${id}-rule` : undefined}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                className="field-input"
              />
              {key === 'new' && (
                <p id={`${id}-rule`} className="mt-1 text-sm text-slate-600">
                  {t.profile.passwordRule}
                </p>
              )}
            </div>
          ))}
          {error && <Alert>{error}</Alert>}
          <button
            type="submit"
            disabled={(hasPassword && !current) || !next || !confirm || change.isPending}
            className="btn-primary flex w-full"
          >
            {change.isPending && <Spinner />}
            {t.profile.submitPassword}
          </button>
        </form>
      )}
    </Modal>
  );
}

function DeleteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const remove = useDeleteAccount();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (typed !== t.profile.deleteWord) return setError(t.profile.deleteMustType);
    try {
      const result = await remove.mutateAsync();
      setSummary(
        t.profile.deleted({ washes: result.data_deleted.washes, photos: result.data_deleted.photos }),
      );
      setTimeout(() => {
        queryClient.clear();
        queryClient.setQueryData(meQueryOptions.queryKey, null);
        navigate(paths.login, { replace: true });
      }, 1500);
    } catch (caught) {
      setError(errorMessage(caught, t.profile.deleteError));
    }
  }

  return (
    <Modal
      open={open}
      title={t.profile.deleteTitle}
      onClose={() => {
        setTyped('');
        setError(null);
        onClose();
      }}
    >
      {summary ? (
        <Alert tone="success">{summary}</Alert>
      ) : (
        <form onSubmit={submit} className="space-y-3">
          <p className="text-slate-700">{t.profile.deleteText}</p>
          <div>
            <label htmlFor={`${id}-confirm`} className="field-label">
              {t.profile.deleteConfirmLabel}
            </label>
            <input
              id={`${id}-confirm`}
              value={typed}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
              className="field-input"
            />
          </div>
          {error && <Alert>{error}</Alert>}
          <button
            type="submit"
            disabled={remove.isPending}
            className="flex w-full items-center justify-center gap-2 rounded-xl bg-red-700 px-4 py-3 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {remove.isPending && <Spinner />}
            {remove.isPending ? t.profile.deleting : t.profile.deleteSubmit}
          </button>
        </form>
      )}
    </Modal>
  );
}

export function AccountManagement() {
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const { data: signIn } = useSignInMethods();
  const hasPassword = signIn?.methods.includes('password') ?? true;
  return (
    <Card title={t.profile.accountTitle}>
      {signIn && (
        <p className="mt-1 text-sm text-slate-700" data-testid="sign-in-methods">
          {t.profile.signInWith({
            methods: signIn.methods.map((method) => t.profile.signInMethods[method]).join(', '),
          })}
        </p>
      )}
      <div className="mt-3 grid gap-2">
        <a href="/api/users/export" download className="btn-secondary flex">
          <Download aria-hidden="true" className="h-5 w-5" />
          {t.profile.exportData}
        </a>
        <button type="button" onClick={() => setPasswordOpen(true)} className="btn-secondary flex">
          <KeyRound aria-hidden="true" className="h-5 w-5" />
          {hasPassword ? t.profile.changePassword : t.profile.setPassword}
        </button>
        <button
          type="button"
          onClick={() => setDeleteOpen(true)}
          className="flex items-center justify-center gap-2 rounded-xl border border-red-300 px-4 py-3 font-semibold text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
          {t.profile.deleteAccount}
        </button>
      </div>
      <PasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} hasPassword={hasPassword} />
      <DeleteModal open={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </Card>
  );
}

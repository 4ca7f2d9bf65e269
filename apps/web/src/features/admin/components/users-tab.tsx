import { STATION_NAMES } from '@app/shared/domain/stations';
import type { AdminUser } from '@app/shared/schemas/admin';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { useUser } from '@/lib/auth';
import { formatNumber } from '@/lib/i18n';
import { useAdjustPoints } from '../api/adjust-points';
import { failureText } from '../api/admin-mutation';
import { useCleanupTestUsers } from '../api/cleanup-test-users';
import { useClearAll } from '../api/clear-all';
import { useCreateUser } from '../api/create-user';
import { useDeleteUser } from '../api/delete-user';
import { useAdminUsers } from '../api/get-admin-users';
import { useUpdateUser } from '../api/update-user';
import { adminText } from '../messages';
import { Pager, type Notice } from './pager';

const words = adminText.users;

function Field({
  label,
  children,
  hint,
}: {
  label: string;
  children: (id: string) => React.ReactNode;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(id)}
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
    </div>
  );
}

function StationSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <select id={id} className="field-input" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{words.noStation}</option>
      {STATION_NAMES.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}

interface UserFormValues {
  name: string;
  pseudo: string;
  email: string;
  password: string;
  station: string;
  isAdmin: boolean;
}
const EMPTY_USER: UserFormValues = {
  name: '',
  pseudo: '',
  email: '',
  password: '',
  station: '',
  isAdmin: false,
};

/** The fields of the create form and of the edit dialog (a password to create, a pseudo to edit). */
function UserFields({
  form,
  onChange,
  mode,
}: {
  form: UserFormValues;
  onChange: (form: UserFormValues) => void;
  mode: 'create' | 'edit';
}) {
  const set = (changes: Partial<UserFormValues>) => onChange({ ...form, ...changes });
  return (
    <>
      <div className="grid gap-2 md:grid-cols-2">
        <Field label={words.name}>
          {(id) => (
            <input
              id={id}
              className="field-input"
              value={form.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          )}
        </Field>
        {mode === 'edit' && (
          <Field label={words.pseudo}>
            {(id) => (
              <input
                id={id}
                className="field-input"
                value={form.pseudo}
                onChange={(e) => set({ pseudo: e.target.value })}
              />
            )}
          </Field>
        )}
        <Field label={words.email}>
          {(id) => (
            <input
              id={id}
              type="email"
              className="field-input"
              value={form.email}
              onChange={(e) => set({ email: e.target.value })}
            />
          )}
        </Field>
        {mode === 'create' && (
          <Field label={words.password} hint={words.passwordHint}>
            {(id) => (
              <input
                id={id}
                type="password"
                autoComplete="new-password"
                className="field-input"
                value={form.password}
                onChange={(e) => set({ password: e.target.value })}
              />
            )}
          </Field>
        )}
        <Field label={words.station}>
          {(id) => <StationSelect id={id} value={form.station} onChange={(station) => set({ station })} />}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={form.isAdmin}
          onChange={(e) => set({ isAdmin: e.target.checked })}
        />
        {words.isAdmin}
      </label>
    </>
  );
}

function CreateUserForm({ onDone }: { onDone: (notice: Notice) => void }) {
  const create = useCreateUser();
  const [form, setForm] = useState(EMPTY_USER);
  const ready = form.name.trim() !== '' && form.email.trim() !== '' && form.password !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name: form.name,
        email: form.email,
        password: form.password,
        favorite_station: form.station || null,
        is_admin: form.isAdmin,
      },
      {
        onSuccess: (answer) => {
          onDone({ tone: 'success', text: words.created(answer.user.name) });
          setForm(EMPTY_USER);
        },
        onError: (error) => onDone({ tone: 'error', text: failureText(error, words.createFailed) }),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="create-user"
    >
      <h3 id="create-user" className="font-bold text-slate-900">
        {words.createTitle}
      </h3>
      <UserFields form={form} onChange={setForm} mode="create" />
      <button type="submit" className="btn-primary inline-flex" disabled={!ready || create.isPending}>
        {words.create}
      </button>
    </form>
  );
}

function EditUserDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}) {
  const update = useUpdateUser();
  const [form, setForm] = useState(EMPTY_USER);
  const [editing, setEditing] = useState<string | null>(null);
  if (user && editing !== user.id) {
    setEditing(user.id);
    setForm({
      ...EMPTY_USER,
      name: user.name,
      pseudo: user.pseudo ?? '',
      email: user.email,
      station: user.favorite_station ?? '',
      isAdmin: user.is_admin,
    });
  }
  return (
    <Modal open={user !== null} title={user ? words.editTitle(user.name) : ''} onClose={onClose}>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!user) return;
          update.mutate(
            {
              id: user.id,
              changes: {
                name: form.name,
                pseudo: form.pseudo.trim() || null,
                email: form.email,
                favorite_station: form.station || null,
                is_admin: form.isAdmin,
              },
            },
            {
              onSuccess: () => {
                onDone({ tone: 'success', text: words.saved });
                onClose();
              },
              onError: (error) => onDone({ tone: 'error', text: failureText(error, adminText.unknownError) }),
            },
          );
        }}
      >
        <UserFields form={form} onChange={setForm} mode="edit" />
        <button type="submit" className="btn-primary inline-flex" disabled={update.isPending}>
          {words.save}
        </button>
      </form>
    </Modal>
  );
}

function AdjustPointsDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}) {
  const adjust = useAdjustPoints();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Modal open={user !== null} title={user ? words.adjustTitle(user.name) : ''} onClose={onClose}>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!user) return;
          adjust.mutate(
            { id: user.id, delta: Number(delta), reason },
            {
              onSuccess: (answer) => {
                onDone({ tone: 'success', text: words.adjusted(answer.total_points) });
                setDelta('');
                setReason('');
                onClose();
              },
              onError: (error) => onDone({ tone: 'error', text: failureText(error, adminText.unknownError) }),
            },
          );
        }}
      >
        <Field label={words.delta}>
          {(id) => (
            <input
              id={id}
              type="number"
              min={-10000}
              max={10000}
              step={1}
              required
              className="field-input"
              value={delta}
              onChange={(e) => setDelta(e.target.value)}
            />
          )}
        </Field>
        <Field label={words.reason}>
          {(id) => (
            <input
              id={id}
              required
              maxLength={200}
              className="field-input"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        <button
          type="submit"
          className="btn-primary inline-flex"
          disabled={adjust.isPending || !delta || Number(delta) === 0 || !reason.trim()}
        >
          {words.adjust}
        </button>
      </form>
    </Modal>
  );
}

function MassActions({ onDone }: { onDone: (notice: Notice) => void }) {
  const clearAll = useClearAll();
  const cleanup = useCleanupTestUsers();
  const [typed, setTyped] = useState('');
  const confirmId = useId();
  return (
    <section
      aria-labelledby="mass-actions"
      className="space-y-2 rounded-2xl bg-red-50 p-3 ring-1 ring-red-200"
    >
      <h3 id="mass-actions" className="font-bold text-red-900">
        {words.dangerTitle}
      </h3>
      <button
        type="button"
        className="btn-secondary inline-flex"
        disabled={cleanup.isPending}
        onClick={() => {
          if (!window.confirm(words.cleanupConfirm)) return;
          cleanup.mutate(undefined, {
            onSuccess: (answer) =>
              onDone({
                tone: 'success',
                text: words.cleanupDone(
                  answer.deleted_users,
                  answer.deleted_washes,
                  answer.deleted_sessions,
                  answer.deleted_notifications,
                ),
              }),
            onError: (error) => onDone({ tone: 'error', text: failureText(error, words.cleanupFailed) }),
          });
        }}
      >
        {words.cleanup}
      </button>
      <p className="text-sm text-red-900">{words.clearAllHelp}</p>
      <label htmlFor={confirmId} className="field-label">
        {words.clearAllLabel}
      </label>
      <input
        id={confirmId}
        className="field-input"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
      />
      <button
        type="button"
        className="inline-flex items-center justify-center rounded-xl bg-red-700 px-4 py-3 font-semibold text-white disabled:opacity-60"
        disabled={typed !== 'SUPPRIMER' || clearAll.isPending}
        onClick={() => {
          if (!window.confirm(words.clearAllConfirm)) return;
          clearAll.mutate(typed, {
            onSuccess: (answer) => {
              setTyped('');
              onDone({ tone: 'success', text: answer.message ?? words.deleted });
            },
            onError: (error) => onDone({ tone: 'error', text: failureText(error, words.deleteFailed) }),
          });
        }}
      >
        {words.clearAll}
      </button>
    </section>
  );
}

export function UsersTab() {
  const { data: me } = useUser();
  const [skip, setSkip] = useState(0);
  const [query, setQuery] = useState('');
  const { data, isPending, isError, refetch } = useAdminUsers(skip, query.trim());
  const remove = useDeleteUser();
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [adjusting, setAdjusting] = useState<AdminUser | null>(null);
  const searchId = useId();
  return (
    <div className="space-y-3">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <CreateUserForm onDone={setNotice} />
      <div>
        <label htmlFor={searchId} className="field-label">
          {words.search}
        </label>
        <input
          id={searchId}
          type="search"
          className="field-input"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setSkip(0);
          }}
        />
      </div>
      {isPending ? (
        <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />
      ) : isError ? (
        <LoadError message={adminText.loadError} onRetry={() => void refetch()} />
      ) : data.users.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {words.empty}
        </p>
      ) : (
        <ul className="space-y-2">
          {data.users.map((user) => (
            <li
              key={user.id}
              className="flex flex-wrap items-center gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
              data-testid="admin-user"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">
                  {user.name} {user.pseudo && <span className="text-slate-600">({user.pseudo})</span>}
                  {user.is_admin && (
                    <span className="ml-1 rounded bg-brand-100 px-1.5 text-xs text-brand-900">
                      {words.isAdmin}
                    </span>
                  )}
                </p>
                <p className="truncate text-sm text-slate-600">{user.email}</p>
                <p className="text-xs text-slate-600">
                  {words.level(user.level)} · {formatNumber(user.total_points)} pts ·{' '}
                  {user.favorite_station ?? words.noStation} · {providerName(user.auth_provider)}
                </p>
              </div>
              <div className="flex flex-wrap gap-1 text-sm">
                <button
                  type="button"
                  className="btn-secondary inline-flex px-3 py-1.5"
                  onClick={() => setEditing(user)}
                >
                  {words.edit}
                </button>
                <button
                  type="button"
                  className="btn-secondary inline-flex px-3 py-1.5"
                  onClick={() => setAdjusting(user)}
                >
                  {words.points}
                </button>
                {user.id === me?.id ? (
                  <span className="px-3 py-1.5 font-semibold text-slate-700">{words.you}</span>
                ) : (
                  <button
                    type="button"
                    className="inline-flex rounded-xl px-3 py-1.5 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
                    onClick={() => {
                      if (!window.confirm(words.confirmDelete(user.name))) return;
                      remove.mutate(user.id, {
                        onSuccess: () => setNotice({ tone: 'success', text: words.deleted }),
                        onError: (error) =>
                          setNotice({ tone: 'error', text: failureText(error, words.deleteFailed) }),
                      });
                    }}
                  >
                    {words.delete}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && <Pager skip={skip} size={100} total={data.total} onSkip={setSkip} />}
      <MassActions onDone={setNotice} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} onDone={setNotice} />
      <AdjustPointsDialog user={adjusting} onClose={() => setAdjusting(null)} onDone={setNotice} />
    </div>
  );
}

/** How a member signs in, as the operator reads it ('manual' is the e-mail and password). */
function providerName(provider: string): string {
  return adminText.users.providers[provider as keyof typeof adminText.users.providers] ?? provider;
}

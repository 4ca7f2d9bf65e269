import { memberPage } from '../lib/member-link';
import { Link } from 'react-router';
import type { AdminUser } from '@app/shared/schemas/admin';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { useUser } from '@/lib/auth';
import { formatNumber } from '@/lib/format';
import { failureText } from '../api/admin-mutation';
import { useDeleteUser } from '../api/delete-user';
import { useAdminUsers } from '../api/get-admin-users';
import { adminText } from '../messages';
import { AdjustPointsDialog } from './adjust-points-dialog';
import { CreateUserForm } from './create-user-form';
import { EditUserDialog } from './edit-user-dialog';
import { ExportLink } from './export-link';
import { MassActions } from './mass-actions';
import { Pager, type Notice } from './pager';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.users;

/** The operator's members: create, search, edit, correct points, delete; mass actions. */
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
          {words().search}
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
      <div className="flex flex-wrap gap-2">
        <ExportLink kind="members" filters={{ q: query }} />
        <ExportLink kind="ledger" />
      </div>
      {isPending ? (
        <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />
      ) : isError ? (
        <LoadError message={adminText.loadError} onRetry={() => void refetch()} />
      ) : data.users.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {words().empty}
        </p>
      ) : (
        <ul className="space-y-2">
          {data.users.map((user) => (
            <li
              key={user.id}
              className="flex flex-wrap items-center gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
              data-testid="admin-user"
            >
              <div className="min-w-0 flex-1 basis-52">
                <p className="truncate font-semibold text-slate-900">
                  <Link
                    to={memberPage(user.id)}
                    className="underline-offset-2 hover:underline"
                    aria-label={adminText.member.open({ name: user.name })}
                  >
                    {user.name}
                  </Link>{' '}
                  {user.pseudo && <span className="text-slate-600">({user.pseudo})</span>}
                  {user.is_admin && (
                    <span className="ml-1 rounded bg-brand-100 px-1.5 text-xs text-brand-900">
                      {words().isAdmin}
                    </span>
                  )}
                </p>
                <p className="truncate text-sm text-slate-600">{user.email}</p>
                <p className="text-xs text-slate-600">
                  {words().level({ level: user.level })} · {formatNumber(user.total_points)} pts ·{' '}
                  {user.favorite_station ?? words().noStation} · {providerName(user.auth_provider)}
                </p>
              </div>
              <div className="flex flex-wrap gap-1 text-sm">
                <button
                  type="button"
                  className="btn-secondary inline-flex px-3 py-1.5"
                  onClick={() => setEditing(user)}
                >
                  {words().edit}
                </button>
                <button
                  type="button"
                  className="btn-secondary inline-flex px-3 py-1.5"
                  onClick={() => setAdjusting(user)}
                >
                  {words().points}
                </button>
                {user.id === me?.id ? (
                  <span className="px-3 py-1.5 font-semibold text-slate-700">{words().you}</span>
                ) : (
                  <button
                    type="button"
                    className="inline-flex rounded-xl px-3 py-1.5 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
                    onClick={() => {
                      if (!window.confirm(words().confirmDelete({ name: user.name }))) return;
                      remove.mutate(user.id, {
                        onSuccess: () => setNotice({ tone: 'success', text: words().deleted }),
                        onError: (error) =>
                          setNotice({ tone: 'error', text: failureText(error, words().deleteFailed) }),
                      });
                    }}
                  >
                    {words().delete}
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

import { useState, type FormEvent } from 'react';
import { failureText } from '../api/admin-mutation';
import { useCreateUser } from '../api/create-user';
import { adminText } from '../messages';
import type { Notice } from './pager';
import { EMPTY_USER, UserFields } from './user-fields';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.users;

/** The operator creates a member (a password to give them, the admin right if wanted). */
export function CreateUserForm({ onDone }: { onDone: (notice: Notice) => void }) {
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
          onDone({ tone: 'success', text: words().created({ name: answer.user.name }) });
          setForm(EMPTY_USER);
        },
        onError: (error) => onDone({ tone: 'error', text: failureText(error, words().createFailed) }),
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
        {words().createTitle}
      </h3>
      <UserFields form={form} onChange={setForm} mode="create" />
      <button type="submit" className="btn-primary inline-flex" disabled={!ready || create.isPending}>
        {words().create}
      </button>
    </form>
  );
}

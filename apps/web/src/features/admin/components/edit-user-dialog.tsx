import type { AdminUser } from '@app/shared/schemas/admin';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { failureText } from '../api/admin-mutation';
import { useUpdateUser } from '../api/update-user';
import { adminText } from '../messages';
import type { Notice } from './pager';
import { EMPTY_USER, UserFields } from './user-fields';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.users;

/** A member's name, pseudo, e-mail, station and admin right. */
export function EditUserDialog({
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
    <Modal open={user !== null} title={user ? words().editTitle({ name: user.name }) : ''} onClose={onClose}>
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
                onDone({ tone: 'success', text: words().saved });
                onClose();
              },
              onError: (error) => onDone({ tone: 'error', text: failureText(error, adminText.unknownError) }),
            },
          );
        }}
      >
        <UserFields form={form} onChange={setForm} mode="edit" />
        <button type="submit" className="btn-primary inline-flex" disabled={update.isPending}>
          {words().save}
        </button>
      </form>
    </Modal>
  );
}

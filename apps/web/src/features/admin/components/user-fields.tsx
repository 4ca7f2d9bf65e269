import { Field } from '@/components/ui/form/field';
import { StationSelect } from '@/components/ui/form/station-select';
import { adminText } from '../messages';
import { useAdminStations } from '../api/get-admin-stations';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.users;

export interface UserFormValues {
  name: string;
  pseudo: string;
  email: string;
  password: string;
  station: string;
  isAdmin: boolean;
}
export const EMPTY_USER: UserFormValues = {
  name: '',
  pseudo: '',
  email: '',
  password: '',
  station: '',
  isAdmin: false,
};

/** The fields of the create form and of the edit dialog (a password to create, a pseudo to edit). */
export function UserFields({
  form,
  onChange,
  mode,
}: {
  form: UserFormValues;
  onChange: (form: UserFormValues) => void;
  mode: 'create' | 'edit';
}) {
  const set = (changes: Partial<UserFormValues>) => onChange({ ...form, ...changes });
  // The open stations, and the member's own favourite even if its station has closed.
  const stationNames = (useAdminStations().data ?? [])
    .filter((station) => station.open || station.name === form.station)
    .map((station) => station.name);
  return (
    <>
      <div className="grid gap-2 md:grid-cols-2">
        <Field label={words().name}>
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
          <Field label={words().pseudo}>
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
        <Field label={words().email}>
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
          <Field label={words().password} hint={words().passwordHint}>
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
        <Field label={words().station}>
          {(id) => (
            <StationSelect
              id={id}
              stations={stationNames}
              emptyLabel={words().noStation}
              value={form.station}
              onChange={(station) => set({ station })}
            />
          )}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={form.isAdmin}
          onChange={(e) => set({ isAdmin: e.target.checked })}
        />
        {words().isAdmin}
      </label>
    </>
  );
}

import { useId, type ReactNode } from 'react';
import { StationOptions } from './station-options';

/** A filter's label above its control, tied by id. */
function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A labelled day picker of the admin's filters (YYYY-MM-DD, '' for none). */
export function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <input
          id={id}
          className="field-input"
          type="date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Labelled>
  );
}

/** A labelled choice of one station or all (''), for the admin's filters. */
export function StationField({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  onChange: (station: string) => void;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <select
          id={id}
          className="field-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{allLabel}</option>
          <StationOptions />
        </select>
      )}
    </Labelled>
  );
}

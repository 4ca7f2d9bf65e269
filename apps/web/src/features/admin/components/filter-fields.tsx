import { STATION_NAMES } from '@app/shared/domain/stations';
import { useId } from 'react';

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
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className="field-input"
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A labelled choice of one station or all ('' ), for the admin's filters. */
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
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {STATION_NAMES.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </select>
    </div>
  );
}

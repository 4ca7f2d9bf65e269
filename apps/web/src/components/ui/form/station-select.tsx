import { useStationSearch } from './station-search';

/** The station choice of the forms: an empty first option, then the stations. */
export function StationSelect({
  id,
  stations,
  value,
  onChange,
  emptyLabel,
  required,
  describedBy,
}: {
  id: string;
  stations: readonly string[];
  value: string;
  onChange: (value: string) => void;
  emptyLabel: string;
  required?: boolean;
  describedBy?: string;
}) {
  const { shown, field } = useStationSearch(stations, value);
  const select = (
    <select
      id={id}
      name="favorite_station"
      required={required}
      aria-describedby={describedBy}
      className="field-input"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{emptyLabel}</option>
      {shown.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
  return field ? (
    <div>
      {field}
      {select}
    </div>
  ) : (
    select
  );
}

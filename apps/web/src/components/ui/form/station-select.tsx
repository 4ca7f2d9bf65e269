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
  return (
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
      {stations.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}

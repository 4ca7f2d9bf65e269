/** A labelled whole-number input of the admin's forms, with an optional hint under it. */
export function NumberField(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  min: number;
  max: number;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      <input
        id={props.id}
        className="field-input"
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        value={props.value}
        aria-describedby={props.hint ? `${props.id}-hint` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint && (
        <p id={`${props.id}-hint`} className="mt-0.5 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
    </div>
  );
}

/** A referral code as members type it: six characters, upper case, no autocomplete. */
export function ReferralCodeInput({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  return (
    <input
      id={id}
      name="referral_code"
      value={value}
      maxLength={6}
      autoCapitalize="characters"
      autoComplete="off"
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
      className="field-input font-mono uppercase"
    />
  );
}

interface PercentFieldProps {
  id: string;
  label: string;
  value: number;
  onChange: (percent: number) => void;
}

/** A share of visitors, a whole number from 1 to 100, as the rollout command takes it. */
export function PercentField({ id, label, value, onChange }: PercentFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        step={1}
        required
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </>
  );
}

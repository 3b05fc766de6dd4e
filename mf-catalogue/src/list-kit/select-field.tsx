import { useId } from 'react';
import inputControl from '@rental/shared/ui/input-control.module.css';
import styles from './list.module.css';

interface SelectOption {
  value: string;
  label: string;
}

/** A labelled dropdown of the list toolbar. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={`${inputControl.field} ${styles.field}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={inputControl.control}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

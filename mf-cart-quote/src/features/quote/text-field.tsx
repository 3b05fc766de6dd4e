import type { InputHTMLAttributes } from 'react';
import inputControl from '@rental/shared/ui/input-control.module.css';

/**
 * A labelled input of the quote form. A missing value shows only the error style and aria-invalid; the
 * message itself lives in the error list (the form shows no other messages, docs/product.md#validation-quote),
 * which `describedBy` points to.
 */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  invalid,
  describedBy,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'name'>) {
  return (
    <div className={inputControl.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={inputControl.control}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </div>
  );
}

import type { InputHTMLAttributes } from 'react';
import inputControl from '@rental/shared/ui/input-control.module.css';
import { FieldError } from './field-error.tsx';
import { fieldErrorId } from './field-ids.ts';

/** A labelled input of the quote form; a missing value shows its message under it, which the input names. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** What the last submit found missing here. */
  error?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'name'>) {
  return (
    <div className={inputControl.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={inputControl.control}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        {...input}
      />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

import { useId, type ReactElement, cloneElement } from 'react';
import inputControl from './input-control.module.css';
import styles from './ui.module.css';

/**
 * A label, one control (given the form fields' look, input-control.module.css), an optional hint and an
 * error, wired together for assistive technology.
 */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<{
    id?: string;
    className?: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  }>;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={inputControl.field}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        className: [inputControl.control, children.props.className].filter(Boolean).join(' '),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <span id={hintId} className={styles.fieldHint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

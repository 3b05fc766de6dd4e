import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dialChoiceName, sortedDialChoices } from '../countries/dial-codes.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages.ts';
import inputControl from './input-control.module.css';
import styles from './phone-field.module.css';

/**
 * Props of {@link PhoneField}. The caller owns both values and every visible text (they come from its own
 * namespace); the component only lists the countries, named in the current language.
 */
export interface PhoneFieldProps {
  /** Visible label; it names the number input. */
  label: string;
  /** Accessible name of the dial-code picker, e.g. t('phoneCountryCode') → 'Country code'. */
  dialCodeLabel: string;
  /** The chosen dial choice's key, e.g. 'US+1' (`DEFAULT_DIAL_CHOICE` from countries/dial-codes.ts). */
  dialCode: string;
  onDialCodeChange: (dialCode: string) => void;
  /** The number as typed, without the prefix. Send `fullPhoneNumber(dialCode, number)`. */
  number: string;
  onNumberChange: (number: string) => void;
  /** Shown under the field; marks the number input invalid. */
  error?: string;
  /** Marks the number input invalid without a message under it (when an error list elsewhere explains). */
  invalid?: boolean;
  /** Ids of elements that describe the number, e.g. that error list's entry; added to hint and error. */
  describedBy?: string;
  hint?: string;
  /** Sets `required` on the number input: give the form `noValidate` when it validates by itself. */
  required?: boolean;
  /** Id of the number input, for an error summary linking to it; generated when absent. */
  id?: string;
  /** Name of the number input, for autofill and form data. */
  name?: string;
}

/**
 * A phone number with a dial-code picker (docs/product.md#entities): every country of the reference with a prefix,
 * one choice per prefix, named and sorted in the current language. A native select, so it works with
 * every keyboard, screen reader and phone picker without extra code.
 */
export function PhoneField({
  label,
  dialCodeLabel,
  dialCode,
  onDialCodeChange,
  number,
  onNumberChange,
  error,
  invalid,
  describedBy,
  hint,
  required,
  id,
  name,
}: PhoneFieldProps) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  // The same option elements from one render to the next: React then skips the ~240 options when a form
  // re-renders, as it does on every entry and on a submit with errors (docs/decisions/022).
  const options = useMemo(
    () =>
      sortedDialChoices(language).map((choice) => (
        <option key={choice.key} value={choice.key}>
          {`${dialChoiceName(choice, language)} (${choice.prefix})`}
        </option>
      )),
    [language],
  );
  const generatedId = useId();
  const numberId = id ?? `${generatedId}-number`;
  const labelId = `${numberId}-label`;
  const hintId = hint ? `${numberId}-hint` : undefined;
  const errorId = error ? `${numberId}-error` : undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);

  return (
    <div role="group" aria-labelledby={labelId} className={inputControl.field}>
      <label id={labelId} htmlFor={numberId}>
        {label}
      </label>
      <div className={styles.row}>
        <select
          className={`${inputControl.control} ${styles.dialCode}`}
          aria-label={dialCodeLabel}
          value={dialCode}
          onChange={(event) => onDialCodeChange(event.target.value)}
        >
          {options}
        </select>
        <input
          id={numberId}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className={`${inputControl.control} ${styles.number}`}
          value={number}
          required={required}
          aria-invalid={isInvalid ? true : undefined}
          aria-describedby={[hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onNumberChange(event.target.value)}
        />
      </div>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

import styles from './quote.module.css';
import { fieldErrorId } from './field-ids.ts';

/**
 * What a field marked by the last submit is missing, under it; the field names it with aria-describedby
 * (docs/product.md#validation-quote). The error list at the top stays: it says it once for the form.
 */
export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span id={fieldErrorId(fieldId)} className={styles.fieldError}>
      {message}
    </span>
  );
}

import type { MouseEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { CART_SECTION_ID, FIELD_IDS } from './field-ids.ts';
import styles from './quote.module.css';
import type { QuoteError } from './validate-quote.ts';

const targetOf = (error: QuoteError) => {
  const first = error.fields[0];
  return first ? FIELD_IDS[first] : CART_SECTION_ID;
};

/** Moves to the field itself, not just its position, so the visitor can type straight away. */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  event.preventDefault();
  element.focus();
  // Centred, so the fixed header never covers the field; optional because not every engine has it.
  element.scrollIntoView?.({ block: 'center' });
}

/**
 * Every failed check (docs/product.md#validation-quote) at once, in order, at the top of the form. It takes focus after a
 * submit; each message links to its first offending field (the cart message to the cart).
 */
export function ErrorSummary({ errors, ref }: { errors: readonly QuoteError[]; ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation(CART_QUOTE_NS);
  return (
    <div ref={ref} tabIndex={-1} className={styles.errorSummary} aria-labelledby="quote-error-summary-title">
      <h2 id="quote-error-summary-title" className="visually-hidden">
        {t('errorSummaryTitle')}
      </h2>
      <ul>
        {errors.map((error) => {
          const target = targetOf(error);
          return (
            <li key={error.problem}>
              <a href={`#${target}`} onClick={(event) => focusTarget(event, target)}>
                {t(error.problem)}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

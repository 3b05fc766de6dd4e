import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItemInput } from '@rental/shared/cart/cart-item.ts';
import { LanguageField } from '@rental/shared/i18n/language-field.tsx';
import { Button } from '@rental/shared/ui/button.tsx';
import { useAddToQuote } from '../components/added-feedback/use-add-to-quote.ts';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import styles from './detail.module.css';
import { checkQuantity, DETAIL_BOUNDS, stepQuantity, type QuantityProblem } from './quantity-rules.ts';

const problemKey: Record<QuantityProblem, string> = {
  empty: 'detail.quantityInvalid',
  notWhole: 'detail.quantityInvalid',
  belowMin: 'detail.quantityTooLow',
  aboveMax: 'detail.quantityTooHigh',
};

/**
 * The quantity (1 to 20) and Add to Cart. A value outside the range is refused with a message next to the
 * box; minus and plus always land on an allowed value. An empty box is only flagged once left or sent.
 */
export function AddToQuoteForm({ item }: { item: CartItemInput }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const addToQuote = useAddToQuote();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [raw, setRaw] = useState('1');
  const [touched, setTouched] = useState(false);
  const check = checkQuantity(raw);
  const problem = !check.ok && (check.problem !== 'empty' || touched) ? check.problem : null;
  const { min, max } = DETAIL_BOUNDS;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    // The notice keeps clear of the whole form: the quantity, its steps and the button.
    if (check.ok) addToQuote(item, event.currentTarget, check.quantity);
    else input.current?.focus();
  };
  const step = (delta: 1 | -1) => setRaw(String(stepQuantity(raw, delta)));
  const atMin = check.ok && check.quantity <= min;
  const atMax = check.ok && check.quantity >= max;

  return (
    <form className={styles.addForm} onSubmit={submit} noValidate>
      {/* Sent before the script runs, the form reloads the page: in its language. */}
      <LanguageField />
      <label htmlFor={id} className={styles.quantityLabel}>
        {t('detail.quantity')}
      </label>
      <div className={styles.addRow}>
        <div className={styles.stepper} data-invalid={problem !== null}>
          <button
            type="button"
            aria-label={t('detail.decrease')}
            aria-disabled={atMin || undefined}
            onClick={() => !atMin && step(-1)}
          >
            −
          </button>
          <input
            ref={input}
            id={id}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={raw}
            aria-invalid={problem !== null || undefined}
            aria-describedby={`${id}-hint ${id}-problem`}
            onChange={(event) => setRaw(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          <button
            type="button"
            aria-label={t('detail.increase')}
            aria-disabled={atMax || undefined}
            onClick={() => !atMax && step(1)}
          >
            +
          </button>
        </div>
        <Button type="submit" className={styles.addButton}>
          {t('addToCart')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('detail.quantityHint', { min, max })}
      </p>
      <p id={`${id}-problem`} className={styles.problem} role="alert">
        {problem && t(problemKey[problem], { min, max })}
      </p>
    </form>
  );
}

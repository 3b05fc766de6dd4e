import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cartActions, readCart, useCart } from '@rental/shared/cart/cart-store.ts';
import { LanguageField } from '@rental/shared/i18n/language-field.tsx';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { afterNextPaint } from '@rental/shared/ui/after-next-paint.ts';
import { Alert } from '@rental/shared/ui/alert.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { buildQuotePayload } from './build-quote-payload.ts';
import { DateFields } from './date-fields.tsx';
import { DeliveryFields } from './delivery-fields.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { useDeferredFieldState } from './field-state.ts';
import { PersonalFields } from './personal-fields.tsx';
import { QuoteAlerts } from './quote-alerts.tsx';
import { QuoteCart } from './quote-cart.tsx';
import styles from './quote.module.css';
import { SubmitButton } from './submit-button.tsx';
import { useQuoteDraft } from './use-quote-draft.ts';
import { useQuoteSubmission } from './use-quote-submission.ts';
import { HoneypotField, useSpamSignals } from '@rental/shared/ui/spam-signals.tsx';
import { validateQuote } from './validate-quote.ts';
import column from '@rental/shared/ui/content-column.module.css';

/**
 * The quote request page (docs/product.md#quote-page): the cart, the form, validation, one request per
 * submit, and the outcome. Entries survive reloads (session storage) and failures; success clears the
 * form and the cart. The server sends it with an empty cart and form, which the browser fills in from
 * its storage once hydrated (docs/decisions/015).
 */
export function RequestQuotePage() {
  const { t } = useTranslation(CART_QUOTE_NS);
  const language = useLanguage();
  const { hasItems } = useCart();
  const { draft, update, patch, reset } = useQuoteDraft();
  const [attempted, setAttempted] = useState(false);
  const errorsRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const spam = useSpamSignals();
  const { restart: restartSpamSignals } = spam;
  const onSuccess = useCallback(() => {
    cartActions.clear();
    reset();
    restartSpamSignals();
    setAttempted(false);
  }, [reset, restartSpamSignals]);
  const { state, send, isSending } = useQuoteSubmission(onSuccess);

  // After a submit the list stays in step with the entries, so fixed fields lose their error style.
  const errors = attempted ? validateQuote(draft, hasItems) : [];
  const fieldState = useDeferredFieldState(errors);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const cart = readCart();
    setAttempted(true);
    // The errors paint first; the focus, which lays the page out and scrolls it, follows.
    if (validateQuote(draft, cart.hasItems).length > 0) {
      afterNextPaint(() => errorsRef.current?.focus());
      return;
    }
    await send({ ...buildQuotePayload(draft, cart.items, language), ...spam.signals() });
  };

  // Once the outcome is on screen, the focus takes keyboard and screen-reader users to it.
  useEffect(() => {
    if (state.phase === 'succeeded' || state.phase === 'failed')
      return afterNextPaint(() => outcomeRef.current?.focus());
  }, [state]);

  return (
    <div className={`${column.contentColumn} ${styles.page}`}>
      <PageHead title={t('quoteTitle')} description={t('quoteIntro')} />
      <h1>{t('quoteTitle')}</h1>
      <p className={styles.intro}>{t('quoteIntro')}</p>
      <QuoteAlerts state={state} ref={outcomeRef} />
      {errors.length > 0 && <ErrorSummary errors={errors} ref={errorsRef} />}
      <div className={styles.layout}>
        <QuoteCart invalid={errors.some((error) => error.problem === 'errors.noItems')} />
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={isSending || undefined}>
          <noscript>
            <Alert tone="info">{t('needsJavaScript')}</Alert>
          </noscript>
          {/* Sent without the script, the form only reloads the page: in its language, with the notice. */}
          <LanguageField />
          <PersonalFields draft={draft} update={update} fieldState={fieldState} />
          <DeliveryFields draft={draft} update={update} fieldState={fieldState} />
          <DateFields draft={draft} update={update} patch={patch} fieldState={fieldState} />
          <HoneypotField label={t('honeypotLabel')} value={spam.website} onChange={spam.setWebsite} />
          <SubmitButton sending={isSending} />
        </form>
      </div>
    </div>
  );
}

import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@rental/shared/ui/alert.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import styles from './quote.module.css';
import type { QuoteFailure } from './submit-quote.ts';
import type { SubmissionState } from './use-quote-submission.ts';

/** The failure message of docs/product.md#errors-visitor, except where the visitor can do something specific about it. */
const FAILURE_MESSAGES: Partial<Record<QuoteFailure, string>> = {
  'rate-limited': 'alerts.rateLimited',
  expired: 'alerts.expired',
};

/**
 * The outcome of a submit, in the page and announced (docs/product.md#errors-visitor): success with the API's
 * reference, or the failure message. The wrapper takes focus so keyboard users land on it.
 */
export function QuoteAlerts({ state, ref }: { state: SubmissionState; ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation(CART_QUOTE_NS);
  return (
    <div ref={ref} tabIndex={-1} className={styles.outcome}>
      {state.phase === 'succeeded' && (
        <Alert tone="success">
          <strong>{t('alerts.success')}</strong>
          <span className={styles.reference}>{t('alerts.reference', { reference: state.reference })}</span>
          <span className={styles.reference}>{t('alerts.confirmation')}</span>
        </Alert>
      )}
      {state.phase === 'failed' && (
        <Alert tone="error">{t(FAILURE_MESSAGES[state.reason] ?? 'alerts.failure')}</Alert>
      )}
    </div>
  );
}

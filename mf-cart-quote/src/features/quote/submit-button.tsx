import { useTranslation } from 'react-i18next';
import { Button } from '@rental/shared/ui/button.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import styles from './quote.module.css';

/** Disabled with a visible and announced progress state while the request runs. */
export function SubmitButton({ sending }: { sending: boolean }) {
  const { t } = useTranslation(CART_QUOTE_NS);
  return (
    <Button type="submit" className={styles.submit} disabled={sending} aria-busy={sending || undefined}>
      {sending && <span className={styles.spinner} aria-hidden="true" />}
      {sending ? t('submitting') : t('submit')}
    </Button>
  );
}

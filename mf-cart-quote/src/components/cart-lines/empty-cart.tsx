import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import styles from './cart-lines.module.css';

/** An empty cart says so and points to the catalogue. */
export function EmptyCart() {
  const { t } = useTranslation(CART_QUOTE_NS);
  return (
    <div className={styles.empty}>
      <p>{t('empty')}</p>
      <Link to={paths.equipments()}>{t('browseCatalogue')}</Link>
    </div>
  );
}

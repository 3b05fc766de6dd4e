import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { imageUrl } from '@rental/shared/api-client/api-base.ts';
import type { CartItem } from '@rental/shared/cart/cart-item.ts';
import { cartActions } from '@rental/shared/cart/cart-store.ts';
import { useTextLang } from '@rental/shared/i18n/page-language.ts';
import { itemPath } from '@rental/shared/routes/paths.ts';
import { QuantityStepper } from '@rental/shared/ui/quantity-stepper.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import styles from './cart-lines.module.css';

/** A line's display name: its name, else its title, else 'Unnamed item' (docs/product.md#cart-sidebar). */
const useLineLabel = () => {
  const { t } = useTranslation(CART_QUOTE_NS);
  return (item: CartItem) => item.name?.trim() || item.title?.trim() || t('unnamedItem');
};

/**
 * One cart line: image (the default product image when absent), name linking to the item's page, type,
 * and plus / minus / remove (minus at 1 removes the line). `onLineRemoved` lets the list put focus
 * somewhere sensible, since the focused button disappears with the line.
 */
export function CartLine({ item, onLineRemoved }: { item: CartItem; onLineRemoved: () => void }) {
  const { t } = useTranslation(CART_QUOTE_NS);
  const label = useLineLabel()(item);
  const langOf = useTextLang();
  const removeLine = () => {
    cartActions.remove(item.type, item.id);
    onLineRemoved();
  };
  const decrease = () => {
    if (item.qty <= 1) removeLine();
    else cartActions.decrement(item.type, item.id);
  };

  return (
    <li className={styles.line}>
      <img
        src={imageUrl(item.mainImage)}
        alt=""
        width={96}
        height={72}
        className={styles.thumb}
        loading="lazy"
      />
      <div className={styles.body}>
        <Link to={itemPath(item.type, item.id)} className={styles.name} lang={langOf(item.lang)}>
          {label}
        </Link>
        <span className={styles.type}>{t(`itemType.${item.type}`)}</span>
        <div className={styles.actions}>
          <QuantityStepper
            value={item.qty}
            onDecrease={decrease}
            onIncrease={() => cartActions.increment(item.type, item.id)}
            labels={{
              decrease:
                item.qty <= 1 ? t('decreaseRemoves', { name: label }) : t('decrease', { name: label }),
              increase: t('increase', { name: label }),
              quantity: t('quantity', { name: label }),
            }}
          />
          <button
            type="button"
            className={styles.remove}
            onClick={removeLine}
            aria-label={t('removeItem', { name: label })}
          >
            {t('remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

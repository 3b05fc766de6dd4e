import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { FIELD_IDS } from './field-ids.ts';
import type { SectionProps } from './personal-fields.tsx';
import type { DeliveryOption } from './quote-draft.ts';
import styles from './quote.module.css';
import { TextField } from './text-field.tsx';
import { useFieldErrors } from './use-field-errors.ts';

const OPTIONS: { value: DeliveryOption; label: string }[] = [
  { value: 'delivery', label: 'needsDelivery' },
  { value: 'pickup', label: 'pickUp' },
];

/** Needs delivery (the default) or pick up; the address fields exist only with delivery. */
export const DeliveryFields = memo(function DeliveryFields({ draft, update, fieldState }: SectionProps) {
  const { t } = useTranslation(CART_QUOTE_NS);
  const errorOf = useFieldErrors(fieldState);
  return (
    <fieldset className={styles.section}>
      <legend>{t('deliveryHeading')}</legend>
      <div className={styles.choices} role="radiogroup" aria-label={t('deliveryOption')}>
        {OPTIONS.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name="quote-delivery-option"
              value={option.value}
              checked={draft.delivery === option.value}
              onChange={() => update('delivery', option.value)}
            />
            {t(option.label)}
          </label>
        ))}
      </div>
      {draft.delivery === 'delivery' && (
        <div className={styles.grid}>
          <div className={styles.wide}>
            <TextField
              id={FIELD_IDS.address}
              label={t('address')}
              value={draft.address}
              onValueChange={(value) => update('address', value)}
              autoComplete="street-address"
              error={errorOf('address')}
            />
          </div>
          <TextField
            id={FIELD_IDS.city}
            label={t('city')}
            value={draft.city}
            onValueChange={(value) => update('city', value)}
            autoComplete="address-level2"
            error={errorOf('city')}
          />
          <TextField
            id={FIELD_IDS.state}
            label={t('state')}
            value={draft.state}
            onValueChange={(value) => update('state', value)}
            autoComplete="address-level1"
            error={errorOf('state')}
          />
          <TextField
            id={FIELD_IDS.zip}
            label={t('zip')}
            value={draft.zip}
            onValueChange={(value) => update('zip', value)}
            autoComplete="postal-code"
            error={errorOf('zip')}
          />
        </div>
      )}
    </fieldset>
  );
});

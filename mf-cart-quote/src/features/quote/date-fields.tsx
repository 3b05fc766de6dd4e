import { memo } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { QUOTE_TOTAL_DAYS_MAX } from '@rental/shared/contracts';
import inputControl from '@rental/shared/ui/input-control.module.css';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { startOfToday } from '../../components/date-picker/picker-dates.ts';
import { QuoteDatePicker } from '../../components/date-picker/quote-date-picker.tsx';
import { FieldError } from './field-error.tsx';
import { fieldErrorId, FIELD_IDS } from './field-ids.ts';
import type { SectionProps } from './personal-fields.tsx';
import type { QuoteDraft } from './quote-draft.ts';
import styles from './quote.module.css';
import { totalDays } from './total-days.ts';
import { useFieldErrors } from './use-field-errors.ts';

const HINT_ID = 'quote-dates-hint';

/**
 * Delivery (or pick-up) and return date with time (docs/product.md#validation-quote): nothing before today, the return
 * never before the delivery and at most a year after it (the API's limit on total_days), and the number of days shown as they change.
 */
export const DateFields = memo(function DateFields({
  draft,
  update,
  fieldState,
  patch,
}: SectionProps & { patch: (changes: Partial<QuoteDraft>) => void }) {
  const { t } = useTranslation(CART_QUOTE_NS);
  // Today and the picked dates are in the visitor's time zone, which the server does not know. Nothing it
  // sends shows them: the form starts empty (use-quote-draft.ts) and the calendar opens after hydration.
  const today = startOfToday();
  const delivery = draft.deliveryDate ? new Date(draft.deliveryDate) : null;
  const days = totalDays(draft.deliveryDate, draft.returnDate);
  const errorOf = useFieldErrors(fieldState);
  const pickUp = draft.delivery === 'pickup';
  const errors = {
    deliveryDate: errorOf('deliveryDate', pickUp ? 'pickUpDate' : 'deliveryDate'),
    returnDate: errorOf('returnDate'),
  };
  const describe = (field: 'deliveryDate' | 'returnDate') => ({
    invalid: Boolean(errors[field]),
    describedBy: [HINT_ID, errors[field] && fieldErrorId(FIELD_IDS[field])].filter(Boolean).join(' '),
  });

  const changeDelivery = (value: string | null) => {
    // A return now before the delivery is no longer a valid choice: it is cleared to be picked again.
    const returnStillValid = !value || !draft.returnDate || draft.returnDate >= value;
    patch(returnStillValid ? { deliveryDate: value } : { deliveryDate: value, returnDate: null });
  };

  return (
    <fieldset className={styles.section}>
      <legend>{t('datesHeading')}</legend>
      <p id={HINT_ID} className={styles.hint}>
        {t('dateHint')}
      </p>
      <div className={styles.grid}>
        <div className={inputControl.field}>
          <label htmlFor={FIELD_IDS.deliveryDate}>{t(pickUp ? 'pickUpDate' : 'deliveryDate')}</label>
          <QuoteDatePicker
            id={FIELD_IDS.deliveryDate}
            value={draft.deliveryDate}
            onChange={changeDelivery}
            minDate={today}
            {...describe('deliveryDate')}
          />
          <FieldError fieldId={FIELD_IDS.deliveryDate} message={errors.deliveryDate} />
        </div>
        <div className={inputControl.field}>
          <label htmlFor={FIELD_IDS.returnDate}>{t('returnDate')}</label>
          <QuoteDatePicker
            id={FIELD_IDS.returnDate}
            value={draft.returnDate}
            onChange={(value) => update('returnDate', value)}
            minDate={delivery ?? today}
            notBefore={delivery ?? undefined}
            maxDate={delivery ? dayjs(delivery).add(QUOTE_TOTAL_DAYS_MAX, 'day').toDate() : undefined}
            {...describe('returnDate')}
          />
          <FieldError fieldId={FIELD_IDS.returnDate} message={errors.returnDate} />
        </div>
      </div>
      <p className={styles.totalDays}>
        {t('totalDaysLabel')}{' '}
        <output htmlFor={`${FIELD_IDS.deliveryDate} ${FIELD_IDS.returnDate}`} aria-live="polite">
          {t('totalDays', { count: days })}
        </output>
      </p>
    </fieldset>
  );
});

import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@rental/shared/ui/phone-field.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { FIELD_IDS } from './field-ids.ts';
import type { FieldState } from './field-state.ts';
import type { QuoteDraft } from './quote-draft.ts';
import styles from './quote.module.css';
import { TextField } from './text-field.tsx';
import { useFieldErrors } from './use-field-errors.ts';

interface SectionProps {
  draft: QuoteDraft;
  update: <K extends keyof QuoteDraft>(field: K, value: QuoteDraft[K]) => void;
  fieldState: FieldState;
}

/** First and last name, company (optional), e-mail (no format check, docs/product.md#validation-quote) and phone with dial code. */
export const PersonalFields = memo(function PersonalFields({ draft, update, fieldState }: SectionProps) {
  const { t } = useTranslation(CART_QUOTE_NS);
  const errorOf = useFieldErrors(fieldState);
  return (
    <fieldset className={styles.section}>
      <legend>{t('personalHeading')}</legend>
      <div className={styles.grid}>
        <TextField
          id={FIELD_IDS.firstName}
          label={t('firstName')}
          value={draft.firstName}
          onValueChange={(value) => update('firstName', value)}
          autoComplete="given-name"
          error={errorOf('firstName')}
        />
        <TextField
          id={FIELD_IDS.lastName}
          label={t('lastName')}
          value={draft.lastName}
          onValueChange={(value) => update('lastName', value)}
          autoComplete="family-name"
          error={errorOf('lastName')}
        />
        <TextField
          id="quote-company"
          label={t('company')}
          value={draft.company}
          onValueChange={(value) => update('company', value)}
          autoComplete="organization"
        />
        <TextField
          id={FIELD_IDS.email}
          label={t('email')}
          type="email"
          value={draft.email}
          onValueChange={(value) => update('email', value)}
          autoComplete="email"
          error={errorOf('email')}
        />
        <div className={styles.wide}>
          <PhoneField
            id={FIELD_IDS.phone}
            label={t('phone')}
            dialCodeLabel={t('phoneCountryCode')}
            dialCode={draft.dialCode}
            onDialCodeChange={(value) => update('dialCode', value)}
            number={draft.phone}
            onNumberChange={(value) => update('phone', value)}
            error={errorOf('phone')}
          />
        </div>
      </div>
    </fieldset>
  );
});

export type { SectionProps };

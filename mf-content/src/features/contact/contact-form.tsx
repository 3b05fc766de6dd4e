import { useRef, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaint } from '@rental/shared/ui/after-next-paint.ts';
import { Alert } from '@rental/shared/ui/alert.tsx';
import { Button } from '@rental/shared/ui/button.tsx';
import { FormField } from '@rental/shared/ui/form-field.tsx';
import { PhoneField } from '@rental/shared/ui/phone-field.tsx';
import { HoneypotField } from '@rental/shared/ui/spam-signals.tsx';
import { useMounted } from '../../components/use-mounted.ts';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import styles from './contact.module.css';
import { useContactForm } from './use-contact-form.ts';

/**
 * The message form of the contact page: name, phone with dial code, e-mail and message, all required. The
 * script sends it: until the script has mounted it cannot be sent (the browser would put the message in
 * the page's address), and readers without JavaScript are told so (docs/decisions/015).
 */
export function ContactForm() {
  const { t } = useTranslation(CONTENT_NS);
  const { values, invalid, status, update, submit, honeypot } = useContactForm();
  const mounted = useMounted();
  const form = useRef<HTMLFormElement>(null);
  const errorOf = (field: (typeof invalid)[number]) =>
    invalid.includes(field) ? t(`contact.form.errors.${field}`) : undefined;
  /** A required text field's name, value and change handler. */
  const bound = (field: 'name' | 'email' | 'message') => ({
    name: field,
    required: true,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(field, event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await submit();
    if (errors.length > 0) {
      // Once the errors are on screen, take the visitor to the first one; its message is read with it.
      afterNextPaint(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading" className={styles.formTitle}>
        {t('contact.form.title')}
      </h2>
      <p className={styles.formNote}>{t('contact.form.required')}</p>
      <noscript>
        <Alert tone="info">{t('contact.form.needsJavaScript')}</Alert>
      </noscript>
      {status === 'sent' && <Alert tone="success">{t('contact.form.sent')}</Alert>}
      {status === 'failed' && <Alert tone="error">{t('contact.form.failed')}</Alert>}
      {status === 'tooMany' && <Alert tone="error">{t('contact.form.tooMany')}</Alert>}
      {status === 'expired' && <Alert tone="error">{t('contact.form.expired')}</Alert>}
      <FormField label={t('contact.form.name')} error={errorOf('name')}>
        <input {...bound('name')} autoComplete="name" />
      </FormField>
      <PhoneField
        label={t('contact.form.phone')}
        dialCodeLabel={t('contact.form.dialCode')}
        dialCode={values.dialCode}
        onDialCodeChange={(value) => update('dialCode', value)}
        number={values.number}
        onNumberChange={(value) => update('number', value)}
        error={errorOf('phone_number')}
        required
        name="phone_number"
      />
      <FormField label={t('contact.form.email')} error={errorOf('email')}>
        <input {...bound('email')} type="email" autoComplete="email" />
      </FormField>
      <FormField label={t('contact.form.message')} error={errorOf('message')}>
        <textarea {...bound('message')} rows={6} />
      </FormField>
      <HoneypotField label={t('contact.form.website')} {...honeypot} />
      <Button type="submit" disabled={!mounted || status === 'sending'} className={styles.submit}>
        {status === 'sending' ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </form>
  );
}

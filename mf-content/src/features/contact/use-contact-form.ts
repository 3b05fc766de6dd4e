import { useCallback, useState } from 'react';
import { sendContactMessage } from '@rental/shared/api-client/calls/send-contact-message.ts';
import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';
import { retryWithFreshXsrfToken } from '@rental/shared/api-client/retry-with-fresh-xsrf-token.ts';
import { useSpamSignals } from '@rental/shared/ui/spam-signals.tsx';
import { useSubmitGuard } from '@rental/shared/ui/use-submit-guard.ts';
import {
  EMPTY_CONTACT_FORM,
  fieldsNamedByServer,
  invalidContactFields,
  toContactPayload,
  type ContactField,
  type ContactFormValues,
} from './contact-validation.ts';

type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'tooMany' | 'expired';

const FIELD_OF_VALUE: Record<keyof ContactFormValues, ContactField> = {
  name: 'name',
  dialCode: 'phone_number',
  number: 'phone_number',
  email: 'email',
  message: 'message',
};

const STATUS_OF_HTTP_ERROR: Partial<Record<number, ContactStatus>> = {
  // Only after a fresh XSRF token was refused too: the first refusal is retried without a word.
  403: 'expired',
  429: 'tooMany',
};

/**
 * The contact form's state: checks the four required fields, posts the message with the abuse signals,
 * clears the form on success and keeps every entry on failure (a rate limit and a form that stayed
 * expired get their own message). One message is on its way at a time.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [invalid, setInvalid] = useState<readonly ContactField[]>([]);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const { website, setWebsite, signals, restart: restartSpamSignals } = useSpamSignals();
  const guard = useSubmitGuard();

  const update = useCallback((key: keyof ContactFormValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A field the visitor is correcting stops shouting; the next submit checks it again.
    setInvalid((current) => current.filter((field) => field !== FIELD_OF_VALUE[key]));
  }, []);

  const checkAndSend = useCallback(async (): Promise<readonly ContactField[]> => {
    const payload = { ...toContactPayload(values), ...signals() };
    const errors = invalidContactFields(payload);
    setInvalid(errors);
    if (errors.length > 0) {
      setStatus('idle');
      return errors;
    }
    setStatus('sending');
    try {
      const result = await retryWithFreshXsrfToken(() => sendContactMessage(payload));
      if (result.status === 1) {
        setValues(EMPTY_CONTACT_FORM);
        restartSpamSignals();
        setStatus('sent');
      } else {
        setStatus('failed');
      }
      return [];
    } catch (error) {
      const refusal = error instanceof ApiHttpError ? error : undefined;
      const named = fieldsNamedByServer(refusal?.envelope?.fields);
      setInvalid(named);
      setStatus((refusal && STATUS_OF_HTTP_ERROR[refusal.httpStatus]) ?? 'failed');
      return named;
    }
  }, [restartSpamSignals, signals, values]);

  /**
   * Resolves with the fields in error (empty when the message went out, the send failed, or another
   * submit of this form was still running).
   */
  const submit = useCallback(async () => (await guard(checkAndSend)) ?? [], [guard, checkAndSend]);

  return { values, invalid, status, update, submit, honeypot: { value: website, onChange: setWebsite } };
}

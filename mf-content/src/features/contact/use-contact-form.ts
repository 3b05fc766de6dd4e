import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiHttpError } from '@rental/shared/api-client/http-client.ts';
import { sendContactMessage } from '@rental/shared/api-client/calls/send-contact-message.ts';
import {
  EMPTY_CONTACT_FORM,
  fieldsNamedByServer,
  invalidContactFields,
  toContactPayload,
  type ContactField,
  type ContactFormValues,
} from './contact-validation.ts';

export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'tooMany';

const FIELD_OF_VALUE: Record<keyof ContactFormValues, ContactField | undefined> = {
  name: 'name',
  dialCode: 'phone_number',
  number: 'phone_number',
  email: 'email',
  message: 'message',
  website: undefined,
};

const TOO_MANY_REQUESTS = 429;

/**
 * The contact form's state (SPEC §5, DESIGN §7 item 7): checks the four required fields, posts the
 * message with the abuse signals, clears the form on success and keeps every entry on failure (a rate
 * limit gets its own message). `send` is injectable for tests.
 */
export function useContactForm(send: typeof sendContactMessage = sendContactMessage) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [invalid, setInvalid] = useState<readonly ContactField[]>([]);
  const [status, setStatus] = useState<ContactStatus>('idle');
  // When the visitor started on this message: the API treats a form sent within 3 s as a bot's.
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  const update = useCallback((key: keyof ContactFormValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A field the visitor is correcting stops shouting; the next submit checks it again.
    setInvalid((current) => current.filter((field) => field !== FIELD_OF_VALUE[key]));
  }, []);

  /** Resolves with the fields in error (empty when the message went out or the send failed). */
  const submit = useCallback(async (): Promise<readonly ContactField[]> => {
    const payload = toContactPayload(values, Date.now() - openedAt.current);
    const errors = invalidContactFields(payload);
    setInvalid(errors);
    if (errors.length > 0) {
      setStatus('idle');
      return errors;
    }
    setStatus('sending');
    try {
      const result = await send(payload);
      if (result.status === 1) {
        setValues(EMPTY_CONTACT_FORM);
        openedAt.current = Date.now();
        setStatus('sent');
        return [];
      }
      setStatus('failed');
      return [];
    } catch (error) {
      const named = error instanceof ApiHttpError ? fieldsNamedByServer(error.envelope?.fields) : [];
      setInvalid(named);
      setStatus(
        error instanceof ApiHttpError && error.httpStatus === TOO_MANY_REQUESTS ? 'tooMany' : 'failed',
      );
      return named;
    }
  }, [send, values]);

  return { values, invalid, status, update, submit };
}

import type { ContactMessagePayload } from '@rental/shared/contracts';
import { DEFAULT_DIAL_CHOICE, fullPhoneNumber } from '@rental/shared/countries/dial-codes.ts';

/** What the visitor has typed; the phone is a dial choice and a number, sent as one string. */
export interface ContactFormValues {
  name: string;
  dialCode: string;
  number: string;
  email: string;
  message: string;
}

/** The four fields of docs/product.md#validation-contact (the payload's abuse signals are not the visitor's to fill). */
export type ContactField = 'name' | 'phone_number' | 'email' | 'message';

/** Form order, so errors are listed and focused from the top. */
const CONTACT_FIELDS: readonly ContactField[] = ['name', 'phone_number', 'email', 'message'];

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  dialCode: DEFAULT_DIAL_CHOICE,
  number: '',
  email: '',
  message: '',
};

/**
 * The visitor's part of the body of POST /contact: every entry trimmed and the phone as "+prefix number".
 * The abuse signals (honeypot, fill time) are added beside it when the message is sent.
 */
export function toContactPayload(values: ContactFormValues): ContactMessagePayload {
  return {
    name: values.name.trim(),
    phone_number: fullPhoneNumber(values.dialCode, values.number),
    email: values.email.trim(),
    message: values.message.trim(),
  };
}

/** Something@something.tld: what the browser's own e-mail check asks for, minus its exotic corners. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * All four fields are required (docs/product.md#validation-contact). The e-mail field is of e-mail type, so an address the browser
 * would refuse counts as not entered and gets the same message ('Please enter your Email Address').
 */
export function invalidContactFields(payload: ContactMessagePayload): ContactField[] {
  return CONTACT_FIELDS.filter((field) => {
    const value = payload[field];
    if (field === 'email') return !EMAIL_SHAPE.test(value);
    return value === '';
  });
}

/** The fields an API validation error (HTTP 422 `fields`, keyed by field name) names, in form order. */
export const fieldsNamedByServer = (fields: Record<string, string> | undefined): ContactField[] =>
  fields ? CONTACT_FIELDS.filter((field) => field in fields) : [];

import type { ContactMessagePayload } from '@rental/shared/contracts';
import { DEFAULT_DIAL_CHOICE, fullPhoneNumber } from '@rental/shared/countries/dial-codes.ts';

/** What the visitor has typed; the phone is a dial choice and a number, sent as one string. */
export interface ContactFormValues {
  name: string;
  dialCode: string;
  number: string;
  email: string;
  message: string;
  /** The honeypot: hidden from people and screen readers, so only a bot fills it in. */
  website: string;
}

/** The four fields of SPEC §5 (the payload's abuse signals are not the visitor's to fill). */
export type ContactField = 'name' | 'phone_number' | 'email' | 'message';

/** Form order, so errors are listed and focused from the top. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'phone_number', 'email', 'message'];

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  dialCode: DEFAULT_DIAL_CHOICE,
  number: '',
  email: '',
  message: '',
  website: '',
};

/**
 * The body of POST /contact: every entry trimmed, the phone as "+prefix number", and the abuse signals
 * the API checks (issue 9): the honeypot and how long the form was open.
 */
export function toContactPayload(values: ContactFormValues, fillMs?: number): ContactMessagePayload {
  return {
    name: values.name.trim(),
    phone_number: fullPhoneNumber(values.dialCode, values.number),
    email: values.email.trim(),
    message: values.message.trim(),
    website: values.website,
    ...(fillMs === undefined ? {} : { fill_ms: Math.max(0, Math.round(fillMs)) }),
  };
}

/** Something@something.tld: what the browser's own e-mail check asks for, minus its exotic corners. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * SPEC §5: all four fields are required. The e-mail field is of e-mail type, so an address the browser
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

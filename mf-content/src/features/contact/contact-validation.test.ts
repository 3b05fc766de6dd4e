import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTACT_FORM,
  fieldsNamedByServer,
  invalidContactFields,
  toContactPayload,
} from './contact-validation.ts';

const filled = {
  name: '  Renata Salgado ',
  dialCode: 'US+1',
  number: ' 305 555 0199 ',
  email: ' renata@brickell.example ',
  message: ' We need a 5-ton on Friday. ',
};

describe('contact form rules (docs/product.md#validation-contact)', () => {
  it('sends every entry trimmed and the phone as prefix and number', () => {
    expect(toContactPayload(filled)).toEqual({
      name: 'Renata Salgado',
      phone_number: '+1 305 555 0199',
      email: 'renata@brickell.example',
      message: 'We need a 5-ton on Friday.',
    });
    expect(toContactPayload({ ...filled, dialCode: 'HT+509' }).phone_number).toBe('+509 305 555 0199');
  });

  it('requires all four fields, in form order', () => {
    expect(invalidContactFields(toContactPayload(EMPTY_CONTACT_FORM))).toEqual([
      'name',
      'phone_number',
      'email',
      'message',
    ]);
    const blanks = { ...filled, name: '   ', number: '  ', message: '\n' };
    expect(invalidContactFields(toContactPayload(blanks))).toEqual(['name', 'phone_number', 'message']);
    expect(invalidContactFields(toContactPayload(filled))).toEqual([]);
  });

  it('counts an address the e-mail field would refuse as not entered', () => {
    for (const email of ['renata', 'renata@', '@brickell.example', 'renata@brickell', 'a b@c.d']) {
      expect(invalidContactFields(toContactPayload({ ...filled, email })), email).toEqual(['email']);
    }
  });

  it('reads the fields an API validation error names', () => {
    expect(fieldsNamedByServer({ email: 'email must be an e-mail address.', other: 'x' })).toEqual(['email']);
    expect(fieldsNamedByServer(undefined)).toEqual([]);
  });
});

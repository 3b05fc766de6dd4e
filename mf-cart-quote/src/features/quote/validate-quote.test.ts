import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import { EMPTY_DRAFT, type QuoteDraft } from './quote-draft.ts';
import { validateQuote } from './validate-quote.ts';

const complete: QuoteDraft = {
  ...EMPTY_DRAFT,
  firstName: 'Ana',
  lastName: 'Pierre',
  email: 'ana@example.com',
  phone: '305 555 0100',
  address: '1234 NW 79th Ave',
  city: 'Doral',
  state: 'FL',
  zip: '33126',
  deliveryDate: '2030-07-20T14:00:00.000Z',
  returnDate: '2030-07-22T14:00:00.000Z',
};

const englishOf = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('quote validation (docs/product.md#validation-quote)', () => {
  it('reports every failed check together, in the order of the spec, with its exact message', () => {
    const errors = validateQuote(EMPTY_DRAFT, false);
    expect(errors.map((error) => englishOf(error.problem))).toEqual([
      'Please select at least one item to quote.',
      'Please complete your personal information.',
      'Please complete your delivery information.',
      'Please select delivery and return dates.',
    ]);
  });

  it('highlights no field for the cart, and every missing field for the others', () => {
    const [cart, personal, delivery, dates] = validateQuote(EMPTY_DRAFT, false);
    expect(cart?.fields).toEqual([]);
    expect(personal?.fields).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(delivery?.fields).toEqual(['address', 'city', 'state', 'zip']);
    expect(dates?.fields).toEqual(['deliveryDate', 'returnDate']);
  });

  it('passes a complete draft with items', () => {
    expect(validateQuote(complete, true)).toEqual([]);
  });

  it('treats blank input as missing (inputs are trimmed)', () => {
    const errors = validateQuote({ ...complete, lastName: '   ', zip: '\t' }, true);
    expect(errors).toEqual([
      { problem: 'errors.personal', fields: ['lastName'] },
      { problem: 'errors.delivery', fields: ['zip'] },
    ]);
  });

  it('asks for no address on pick up, and never for the company', () => {
    const pickUp = { ...complete, delivery: 'pickup' as const, address: '', city: '', state: '', zip: '' };
    expect(validateQuote({ ...pickUp, company: '' }, true)).toEqual([]);
  });

  it('does not check the e-mail format', () => {
    expect(validateQuote({ ...complete, email: 'not an address' }, true)).toEqual([]);
  });

  it('needs both dates', () => {
    expect(validateQuote({ ...complete, returnDate: null }, true)).toEqual([
      { problem: 'errors.dates', fields: ['returnDate'] },
    ]);
  });
});

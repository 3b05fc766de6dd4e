import { describe, expect, it } from 'vitest';
import { fieldPath, messagesByField } from './validation-messages.ts';

describe('validation messages', () => {
  it('writes JSON pointers as field paths', () => {
    expect(fieldPath('/items/0/quantity')).toBe('items[0].quantity');
    expect(fieldPath('', 'customer_email')).toBe('customer_email');
    expect(fieldPath('/order_by', 'price')).toBe('order_by.price');
  });

  it('names each field once, with a readable message', () => {
    const fields = messagesByField(
      [
        { keyword: 'required', instancePath: '', params: { missingProperty: 'customer_email' } },
        { keyword: 'maximum', instancePath: '/items/0/quantity', params: { limit: 999 } },
        { keyword: 'type', instancePath: '/query', params: { type: 'string' } },
        { keyword: 'type', instancePath: '/query', params: { type: 'null' } },
        { keyword: 'anyOf', instancePath: '/query', params: {} },
      ],
      'body',
    );
    expect(fields).toEqual({
      customer_email: 'customer_email is required.',
      'items[0].quantity': 'items[0].quantity must be at most 999.',
      query: 'query must be a string.',
    });
  });

  it('merges union alternatives into one "one of" message', () => {
    const fields = messagesByField(
      [
        { keyword: 'const', instancePath: '/order_by/name', params: { allowedValue: 'asc' } },
        { keyword: 'const', instancePath: '/order_by/name', params: { allowedValue: 'desc' } },
        { keyword: 'anyOf', instancePath: '/order_by/name', params: {} },
        { keyword: 'type', instancePath: '/order_by', params: { type: 'null' } },
      ],
      'body',
    );
    expect(fields).toEqual({ 'order_by.name': 'order_by.name must be one of: asc, desc.' });
  });
});

describe('field names that are also object properties', () => {
  it('still get their message (found by the property-based tests)', () => {
    const fields = messagesByField(
      [{ keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'valueOf' } }],
      'body',
    );
    expect(fields).toEqual({ valueOf: 'valueOf is not an accepted field.' });
  });
});

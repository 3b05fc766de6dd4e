import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DIAL_CHOICE, fullPhoneNumber } from '@rental/shared/countries/dial-codes.ts';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { PhoneField } from '@rental/shared/ui/phone-field.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { cartQuoteBundles } from '../../testing/cart-quote-bundles.ts';

beforeAll(() => useTestI18n(CART_QUOTE_NS, cartQuoteBundles));
afterEach(() => act(() => void i18next.changeLanguage('en')));

function Harness({ invalid }: { invalid?: boolean }) {
  const [dialCode, setDialCode] = useState(DEFAULT_DIAL_CHOICE);
  const [number, setNumber] = useState('');
  return (
    <>
      <PhoneField
        id="phone"
        label="Phone"
        dialCodeLabel="Country code"
        dialCode={dialCode}
        onDialCodeChange={setDialCode}
        number={number}
        onNumberChange={setNumber}
        invalid={invalid}
      />
      <output>{fullPhoneNumber(dialCode, number)}</output>
    </>
  );
}

const picker = () => screen.getByRole('combobox', { name: 'Country code' });
const optionTexts = () =>
  within(picker())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the phone field with its dial-code picker', () => {
  it('labels the number, starts on the United States and joins prefix and number', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(picker()).toHaveDisplayValue('United States (+1)');
    await user.selectOptions(picker(), 'HT+509');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '3412 3456');
    expect(screen.getByRole('status')).toHaveTextContent('+509 3412 3456');
  });

  it('offers one choice per prefix and none for countries without one', () => {
    render(<Harness />);
    const texts = optionTexts();
    expect(texts).toEqual(
      expect.arrayContaining([
        'Dominican Republic (+1809)',
        'Dominican Republic (+1829)',
        'Dominican Republic (+1849)',
        'Puerto Rico (+1787)',
        'Puerto Rico (+1939)',
        'Hayti (+509)',
      ]),
    );
    expect(texts.some((text) => text?.startsWith('Bouvet Island') || text?.startsWith('Martinique'))).toBe(
      false,
    );
  });

  it('names and sorts the countries in the current language', async () => {
    render(<Harness />);
    await act(() => i18next.changeLanguage('ht'));
    expect(optionTexts()).toContain('Ayiti (+509)');
    await act(() => i18next.changeLanguage('fr'));
    const french = optionTexts();
    expect(french).toContain('Haïti (+509)');
    expect(french.indexOf('Allemagne (+49)')).toBeLessThan(french.indexOf('États-Unis (+1)'));
    expect(french.indexOf('États-Unis (+1)')).toBeLessThan(french.indexOf('Zimbabwe (+263)'));
  });

  it('marks the number invalid on request', () => {
    render(<Harness invalid />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
  });
});

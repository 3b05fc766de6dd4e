import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartActions, readCart } from '@rental/shared/cart/cart-store.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { AddedFeedbackProvider } from '../components/added-feedback/added-feedback.tsx';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import { catalogueBundles } from '../testing/catalogue-bundles.ts';
import { AddToQuoteForm } from './add-to-quote-form.tsx';

const item = { id: 7, type: 'service', title: 'Live Sound', mainImage: null } as const;

const renderAt = (path: string) =>
  renderRoute(
    <AddedFeedbackProvider>
      <AddToQuoteForm item={item} />
    </AddedFeedbackProvider>,
    { path, pattern: '/services/:id/show' },
  );

function renderForm() {
  renderAt('/services/7/show');
  return {
    quantity: screen.getByRole('spinbutton', { name: 'Quantity' }),
    add: screen.getByRole('button', { name: 'Add to Cart' }),
  };
}

beforeAll(() => useTestI18n(CATALOGUE_NS, catalogueBundles));
beforeEach(() => cartActions.clear());

describe('detail quantity and Add to Cart', () => {
  it('adds the chosen quantity and says so', async () => {
    const user = userEvent.setup();
    const { quantity, add } = renderForm();
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(add);
    expect(readCart().items).toEqual([{ ...item, qty: 3 }]);
    expect(screen.getByTestId('added-notice')).toHaveTextContent('Added 3 × Live Sound to your quote');
  });

  it.each([
    ['0', 'The quantity must be at least 1.'],
    ['21', 'The quantity can be at most 20.'],
    ['2.5', 'Enter a whole number from 1 to 20.'],
  ])('refuses %s with a message and adds nothing', async (typed, message) => {
    const user = userEvent.setup();
    const { quantity, add } = renderForm();
    await user.clear(quantity);
    await user.type(quantity, typed);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await user.click(add);
    expect(readCart().items).toEqual([]);
    expect(quantity).toHaveFocus();
  });

  it('flags an empty box only once it is left or sent', async () => {
    const user = userEvent.setup();
    const { quantity, add } = renderForm();
    await user.clear(quantity);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 20.');
    expect(readCart().items).toEqual([]);
  });

  it('minus and plus stay within 1 to 20 and correct a refused value', async () => {
    const user = userEvent.setup();
    const { quantity } = renderForm();
    const minus = screen.getByRole('button', { name: 'Decrease the quantity' });
    const plus = screen.getByRole('button', { name: 'Increase the quantity' });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    expect(quantity).toHaveValue(1);
    await user.click(plus);
    expect(quantity).toHaveValue(2);
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.click(minus);
    expect(quantity).toHaveValue(20);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('sent before the script runs, reloads the page in the language its address named', async () => {
    await act(() => i18next.changeLanguage('ht'));
    renderAt('/services/7/show?lang=ht');
    const form = screen.getByRole('button', { name: 'Mete nan panye' }).closest('form')!;
    expect(new URLSearchParams(new FormData(form) as never).toString()).toBe('lang=ht');
    await act(() => i18next.changeLanguage('en'));
  });
});

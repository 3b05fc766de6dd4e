import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { cartQuoteBundles } from '../../testing/cart-quote-bundles.ts';
import { stubResizeObserver } from '../../testing/resize-observer-stub.ts';
import { savedDraft } from '../../testing/saved-draft.ts';
import { RequestQuotePage } from './request-quote-page.tsx';

beforeAll(async () => {
  stubResizeObserver();
  await useTestI18n(CART_QUOTE_NS, cartQuoteBundles);
});
afterEach(() => act(() => i18next.changeLanguage('en')));

const renderPage = () => renderRoute(<RequestQuotePage />, { path: '/request-quote' });

/** The elements that describe a field, in order, as a screen reader reads them after its name. */
const describers = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id));
const description = (field: HTMLElement) => describers(field).map((element) => element?.textContent);
const fieldLabelled = (label: string) => screen.getByLabelText(label, { selector: 'input' });

const send = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /first name|prénom/i })).toBeInvalid());
};

describe('each field the quote form finds missing', { timeout: 20_000 }, () => {
  it('says what it misses beside it, marked invalid and described by that message, under the error list', async () => {
    const user = userEvent.setup();
    renderPage();
    await send(user, 'Request the quote');
    expect(
      screen.getByRole('link', { name: 'Please complete your personal information.' }),
    ).toBeInTheDocument();

    const fields = [
      ['First name', 'Enter your first name.'],
      ['Last name', 'Enter your last name.'],
      ['Email', 'Enter your e-mail address.'],
      ['Phone', 'Enter your phone number.'],
      ['Address', 'Enter the delivery address.'],
      ['City', 'Enter the city.'],
      ['State', 'Enter the state.'],
      ['ZIP code', 'Enter the ZIP code.'],
      ['Delivery date', 'Choose the delivery date.'],
      ['Return date', 'Choose the return date.'],
    ] as const;
    for (const [label, message] of fields) {
      const field = fieldLabelled(label);
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
      const error = describers(field).at(-1);
      expect(error, label).toHaveTextContent(message);
      // Beside it: the message sits in the field's own box, with the control.
      expect(error?.parentElement, label).toContainElement(field);
    }
    expect(description(fieldLabelled('First name'))).toEqual(['Enter your first name.']);
    expect(screen.getByLabelText('Company (optional)')).not.toHaveAttribute('aria-describedby');
  });

  it('loses its message once it is filled in', async () => {
    const user = userEvent.setup();
    renderPage();
    await send(user, 'Request the quote');
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await waitFor(() => expect(screen.queryByText('Enter your first name.')).not.toBeInTheDocument());
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
  });

  it('is named in the page’s language, and a pick-up’s first date as a pick-up date', async () => {
    const user = userEvent.setup();
    savedDraft({ delivery: 'pickup' });
    await act(() => i18next.changeLanguage('fr'));
    renderPage();
    await send(user, 'Demander le devis');
    expect(description(screen.getByLabelText('Prénom'))).toEqual(['Saisissez votre prénom.']);
    expect(description(screen.getByLabelText('Date de retrait')).at(-1)).toBe(
      'Choisissez la date de retrait.',
    );
    expect(description(screen.getByLabelText('Date de retour')).at(-1)).toBe('Choisissez la date de retour.');
  });
});

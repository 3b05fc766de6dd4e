import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuoteRequest } from '@rental/shared/api-client/calls/create-quote-request.ts';
import { refreshXsrfToken } from '@rental/shared/api-client/calls/refresh-xsrf-token.ts';
import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';
import { CONNECTION_FAILURE } from '@rental/shared/api-client/http-client.ts';
import { cartActions, readCart } from '@rental/shared/cart/cart-store.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { cartQuoteBundles } from '../../testing/cart-quote-bundles.ts';
import { gripTruck, skyPanel } from '../../testing/cart-fixtures.ts';
import { stubResizeObserver } from '../../testing/resize-observer-stub.ts';
import { future, savedDraft } from '../../testing/saved-draft.ts';
import { QUOTE_DRAFT_STORAGE_KEY, type QuoteDraft } from './quote-draft.ts';
import { RequestQuotePage } from './request-quote-page.tsx';

vi.mock('@rental/shared/api-client/calls/create-quote-request.ts', () => ({ createQuoteRequest: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/refresh-xsrf-token.ts', () => ({ refreshXsrfToken: vi.fn() }));
const create = vi.mocked(createQuoteRequest);
const refresh = vi.mocked(refreshXsrfToken);

beforeAll(async () => {
  stubResizeObserver();
  await useTestI18n(CART_QUOTE_NS, cartQuoteBundles);
});
beforeEach(() => {
  create.mockReset();
  refresh.mockReset().mockResolvedValue(undefined);
  cartActions.clear();
});
afterEach(() => act(() => i18next.changeLanguage('en')));

const readyToSend: Partial<QuoteDraft> = {
  firstName: 'Ana',
  lastName: 'Pierre',
  email: 'ana@example.com',
  phone: '305 555 0100',
  delivery: 'pickup',
  deliveryDate: future(3, 9),
  returnDate: future(6, 9),
};

/** What the API answers a write whose XSRF token it does not accept. */
const tokenRefused = () =>
  new ApiHttpError(403, {
    status: 0,
    error: 'forbidden',
    message: 'This form has expired or was not sent from this site. Reload the page and try again.',
  });

const renderPage = () => renderRoute(<RequestQuotePage />, { path: '/request-quote' });
const submitButton = () => screen.getByRole('button', { name: /Request the quote|Sending your request/ });

describe('the quote request page', { timeout: 20_000 }, () => {
  it('lists the four messages in order at the top, focused, linking to the first offending field', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(submitButton());
    const summary = screen.getByRole('heading', { name: 'Please correct the following' }).parentElement!;
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please select at least one item to quote.',
      'Please complete your personal information.',
      'Please complete your delivery information.',
      'Please select delivery and return dates.',
    ]);
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Company (optional)')).not.toHaveAttribute('aria-invalid');
    await user.click(
      within(summary).getByRole('link', { name: 'Please complete your personal information.' }),
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it('defaults to needs delivery and shows the address fields only with delivery', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('radio', { name: 'Needs delivery' })).toBeChecked();
    expect(screen.getByLabelText('Address')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Pick up' }));
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('ZIP code')).not.toBeInTheDocument();
  });

  it('keeps the entries through a reload and shows the number of days', () => {
    savedDraft({ firstName: 'Ana', deliveryDate: future(2, 10), returnDate: future(5, 10) });
    renderPage();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByText('3 days')).toBeInTheDocument();
  });

  it('on success shows the reference and clears the form and the cart', async () => {
    const user = userEvent.setup();
    cartActions.add(skyPanel, 2);
    cartActions.add(gripTruck);
    savedDraft(readyToSend);
    create.mockResolvedValue({ status: 1, data: { id: 4, reference: 'Q-7F3K2M' } });
    renderPage();
    await user.click(submitButton());
    expect(await screen.findByText('Quote requested successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your reference: Q-7F3K2M')).toBeInTheDocument();
    expect(screen.getByText('Quote requested successfully!').closest('[role="status"]')).toHaveTextContent(
      'Q-7F3K2M',
    );
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      customer_name: 'Ana Pierre',
      customer_phone: '+1 305 555 0100',
      company_name: 'N/A',
      delivery_zip: '00000',
      total_days: 3,
      items: [
        { id: 2, type: 'equipment', quantity: 2 },
        { id: 1, type: 'package', quantity: 1 },
      ],
      language: 'en',
    });
    expect(readCart().hasItems).toBe(false);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(window.sessionStorage.getItem(QUOTE_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('on failure shows the failure alert and keeps every entry and the cart', async () => {
    const user = userEvent.setup();
    cartActions.add(skyPanel);
    savedDraft(readyToSend);
    create.mockResolvedValue(CONNECTION_FAILURE);
    renderPage();
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an issue requesting the quote. Please try again.',
    );
    expect(readCart().count).toBe(1);
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(JSON.parse(window.sessionStorage.getItem(QUOTE_DRAFT_STORAGE_KEY) ?? '{}').lastName).toBe(
      'Pierre',
    );
  });

  it('sends the page’s language with the request', async () => {
    const user = userEvent.setup();
    cartActions.add(skyPanel);
    savedDraft(readyToSend);
    create.mockResolvedValue({ status: 1, data: { id: 5, reference: 'Q-FR0001' } });
    await act(() => i18next.changeLanguage('fr'));
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Demander le devis' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toMatchObject({ language: 'fr' });
  });

  it('sent before the script runs, reloads the page in the language its address named', async () => {
    await act(() => i18next.changeLanguage('es'));
    renderRoute(<RequestQuotePage />, { path: '/request-quote?lang=es', pattern: '/request-quote' });
    const form = screen.getByRole('button', { name: 'Solicitar la cotización' }).closest('form')!;
    expect(new FormData(form).get('lang')).toBe('es');
  });

  it('sends the request again with a fresh token, without a word, when its token was refused', async () => {
    const user = userEvent.setup();
    cartActions.add(skyPanel);
    savedDraft(readyToSend);
    create
      .mockRejectedValueOnce(tokenRefused())
      .mockResolvedValueOnce({ status: 1, data: { id: 6, reference: 'Q-RETRY1' } });
    renderPage();
    await user.click(submitButton());
    expect(await screen.findByText('Your reference: Q-RETRY1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('says the page has been open too long, and keeps the entries, when the fresh token is refused too', async () => {
    const user = userEvent.setup();
    cartActions.add(skyPanel);
    savedDraft(readyToSend);
    create.mockRejectedValue(tokenRefused());
    renderPage();
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page has been open too long. Please reload it and send your request again; your entries are kept.',
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
  });

  it('sends one request however often submit is pressed, and shows progress meanwhile', async () => {
    const user = userEvent.setup();
    cartActions.add(skyPanel);
    savedDraft(readyToSend);
    let finish: (value: Awaited<ReturnType<typeof createQuoteRequest>>) => void = () => {};
    create.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPage();
    const form = submitButton().closest('form')!;
    await user.click(submitButton());
    form.requestSubmit();
    form.requestSubmit();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Sending your request…');
    finish({ status: 1, data: { id: 1, reference: 'Q-ONCE00' } });
    await waitFor(() => expect(screen.getByText('Your reference: Q-ONCE00')).toBeInTheDocument());
    expect(create).toHaveBeenCalledTimes(1);
  });
});

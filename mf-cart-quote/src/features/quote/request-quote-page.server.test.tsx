import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartActions } from '@rental/shared/cart/cart-store.ts';
import { stubMediaQueries } from '@rental/shared/testing/media-queries.ts';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { hydrateServerPage } from '@rental/shared/testing/server-rendering.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { cartQuoteBundles } from '../../testing/cart-quote-bundles.ts';
import { skyPanel } from '../../testing/cart-fixtures.ts';
import { stubResizeObserver } from '../../testing/resize-observer-stub.ts';
import { future, savedDraft } from '../../testing/saved-draft.ts';
import { RequestQuotePage } from './request-quote-page.tsx';

beforeAll(async () => {
  stubResizeObserver();
  await useTestI18n(CART_QUOTE_NS, cartQuoteBundles);
});
beforeEach(() => cartActions.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the quote request page rendered on the server', { timeout: 20_000 }, () => {
  it('hydrates as it was sent, empty, then shows the stored cart, the saved entries and a phone’s picker', async () => {
    const { html, problems } = await hydrateServerPage(<RequestQuotePage />, {
      path: '/request-quote',
      inBrowser: () => {
        cartActions.add(skyPanel, 2);
        savedDraft({ firstName: 'Ana', deliveryDate: future(2, 10), returnDate: future(5, 10) });
        stubMediaQueries(['(max-width: 639px)']);
      },
    });
    expect(problems).toEqual([]);
    expect(html).toContain('Your cart is empty.');
    expect(screen.getByRole('heading', { name: 'Your items (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ARRI SkyPanel S60-C' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByText('3 days')).toBeInTheDocument();
  });

  it('tells visitors without JavaScript, in the form, that sending it needs JavaScript', async () => {
    await hydrateServerPage(<RequestQuotePage />, { path: '/request-quote' });
    const form = screen.getByRole('button', { name: 'Request the quote' }).closest('form')!;
    // jsdom, like a browser running scripts, keeps a <noscript>'s content as text; without them it is HTML.
    const withoutJavaScript = document.createElement('div');
    withoutJavaScript.innerHTML = form.querySelector('noscript')?.textContent ?? '';
    expect(within(withoutJavaScript).getByRole('status')).toHaveTextContent(
      'Sending this quote request needs JavaScript, which is turned off in your browser.',
    );
  });
});

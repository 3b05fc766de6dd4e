import { act, screen, within } from '@testing-library/react';
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

/** The dates' labels, as each language writes them, for a delivery and for a pick-up. */
const LABELS = {
  en: { delivery: 'Delivery date', pickUp: 'Pick-up date', return: 'Return date', pickUpOption: 'Pick up' },
  ht: {
    delivery: 'Dat livrezon',
    pickUp: 'Dat ou vin chèche',
    return: 'Dat retou',
    pickUpOption: 'M ap vin chèche',
  },
  es: {
    delivery: 'Fecha de entrega',
    pickUp: 'Fecha de recogida',
    return: 'Fecha de devolución',
    pickUpOption: 'Recoger en el local',
  },
  fr: {
    delivery: 'Date de livraison',
    pickUp: 'Date de retrait',
    return: 'Date de retour',
    pickUpOption: 'Retrait sur place',
  },
} as const;

describe('the quote form’s dates', { timeout: 20_000 }, () => {
  it.each(Object.entries(LABELS))(
    'in %s, are the delivery and return dates, or the pick-up and return dates once the visitor picks up',
    async (language, labels) => {
      const user = userEvent.setup();
      await act(() => i18next.changeLanguage(language));
      renderPage();
      expect(screen.getByLabelText(labels.delivery)).toBeInTheDocument();
      expect(screen.getByLabelText(labels.return)).toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: labels.pickUpOption }));
      expect(screen.getByLabelText(labels.pickUp)).toBeInTheDocument();
      expect(screen.getByLabelText(labels.return)).toBeInTheDocument();
      expect(screen.queryByLabelText(labels.delivery)).not.toBeInTheDocument();
    },
  );

  it('are asked for as pick-up and return dates when a pick-up is sent without them', async () => {
    const user = userEvent.setup();
    savedDraft({ delivery: 'pickup' });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Request the quote' }));
    const summary = screen.getByRole('heading', { name: 'Please correct the following' }).parentElement!;
    expect(
      within(summary).getByRole('link', { name: 'Please select pick-up and return dates.' }),
    ).toBeInTheDocument();
    expect(within(summary).queryByText('Please select delivery and return dates.')).not.toBeInTheDocument();
  });
});

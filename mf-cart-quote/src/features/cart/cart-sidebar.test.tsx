import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartActions, readCart } from '@rental/shared/cart/cart-store.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { cartQuoteBundles } from '../../testing/cart-quote-bundles.ts';
import { gripTruck, lightingDesign, nameless, skyPanel } from '../../testing/cart-fixtures.ts';
import { polyfillDialog } from '../../testing/dialog-polyfill.ts';
import { CartSidebar } from './cart-sidebar.tsx';

beforeAll(async () => {
  polyfillDialog();
  await useTestI18n(CART_QUOTE_NS, cartQuoteBundles);
});
beforeEach(() => cartActions.clear());

const renderSidebar = (open = true, onClose = vi.fn()) => ({
  onClose,
  ...renderRoute(<CartSidebar open={open} onClose={onClose} />),
});

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

describe('the cart sidebar', { timeout: 20_000 }, () => {
  it('opens as a modal dialog titled with the number of lines, focus on its close button', () => {
    cartActions.add(skyPanel, 3);
    cartActions.add(gripTruck);
    renderSidebar();
    expect(dialog().open).toBe(true);
    expect(dialog()).toHaveAccessibleName('CART (2 items)');
    expect(screen.getByRole('button', { name: 'Close the cart' })).toHaveFocus();
  });

  it('says "1 item" for one line', () => {
    cartActions.add(skyPanel, 5);
    renderSidebar();
    expect(screen.getByRole('heading', { name: 'CART (1 item)' })).toBeInTheDocument();
  });

  it('shows each line with its image, its name or title or the fallback, and a link by type', () => {
    cartActions.add(skyPanel);
    cartActions.add(lightingDesign);
    cartActions.add(gripTruck);
    cartActions.add(nameless);
    renderSidebar();
    const links = within(dialog()).getAllByRole('link');
    expect(links.slice(0, 4).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ARRI SkyPanel S60-C', '/equipments/2/details'],
      ['Lighting Design', '/services/3/show'],
      ['7-Ton Grip Truck', '/packages/1/show'],
      ['Unnamed item', '/equipments/9/details'],
    ]);
    const images = dialog().querySelectorAll('img');
    expect(images[0]).toHaveAttribute('src', '/api/v1/media/equipment/led-panels.svg');
    expect(images[1]).toHaveAttribute('src', '/api/v1/media/default-product.svg');
    expect(screen.getByRole('link', { name: 'Go to Request a Quote' })).toHaveAttribute(
      'href',
      '/request-quote',
    );
  });

  it('applies the cart rules: plus adds 1, minus subtracts 1, at 1 it removes, remove deletes', async () => {
    const user = userEvent.setup();
    cartActions.add(skyPanel, 2);
    cartActions.add(gripTruck);
    renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of ARRI SkyPanel S60-C' }));
    expect(readCart().items[0]?.qty).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Decrease the quantity of ARRI SkyPanel S60-C' }));
    await user.click(screen.getByRole('button', { name: 'Decrease the quantity of ARRI SkyPanel S60-C' }));
    expect(readCart().items[0]?.qty).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Remove ARRI SkyPanel S60-C (quantity 1)' }));
    expect(readCart().items.map((item) => item.name)).toEqual(['7-Ton Grip Truck']);
    expect(screen.getByRole('heading', { name: 'CART (1 item)' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove 7-Ton Grip Truck' }));
    expect(readCart().hasItems).toBe(false);
  });

  it('says when the cart is empty and links to the catalogue', () => {
    renderSidebar();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the equipment' })).toHaveAttribute('href', '/equipments');
    expect(screen.getByRole('heading', { name: 'CART (0 items)' })).toBeInTheDocument();
  });

  it('asks to close on the cross, on Escape (cancel) and on the backdrop, never on a click inside', async () => {
    const user = userEvent.setup();
    const { onClose } = renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Close the cart' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(2);

    await user.click(screen.getByText('Your cart is empty.'));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.mouseDown(dialog());
    fireEvent.click(dialog());
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('asks to close on navigation, even to the page already shown', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderRoute(<CartSidebar open onClose={onClose} />, { path: '/request-quote' });
    await user.click(screen.getByRole('link', { name: 'Go to Request a Quote' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('follows the open prop: closed when the shell says so', () => {
    const { rerender } = renderRoute(<CartSidebar open onClose={() => {}} />);
    expect(dialog().open).toBe(true);
    rerender(<></>);
    renderRoute(<CartSidebar open={false} onClose={() => {}} />);
    const dialogs = screen.getAllByRole('dialog', { hidden: true }) as HTMLDialogElement[];
    expect(dialogs.at(-1)?.open).toBe(false);
  });
});

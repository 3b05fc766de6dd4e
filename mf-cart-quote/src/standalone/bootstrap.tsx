import { useState } from 'react';
import { startStandalone } from '@rental/shared/standalone/start-standalone.tsx';
import { CartSidebar } from '../features/cart/cart-sidebar.tsx';
import { CART_QUOTE_NS, cartQuoteLoaders } from '../i18n/cart-quote-i18n.ts';

/** The sidebar on its own page, open, so the team can work on it without the shell. */
function SidebarHarness() {
  const [open, setOpen] = useState(true);
  return <CartSidebar open={open} onClose={() => setOpen(false)} />;
}

void startStandalone(
  'mf_cart_quote',
  CART_QUOTE_NS,
  cartQuoteLoaders,
  (file) => import(/* webpackExclude: /\.test\.tsx$/ */ `../exposed/${file}.tsx`),
  [{ path: '/cart-sidebar', page: () => Promise.resolve({ default: SidebarHarness }), link: 'cart-sidebar' }],
);

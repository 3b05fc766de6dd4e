import { useState } from 'react';
import { routePatterns } from '@rental/shared/routes/paths.ts';
import { startStandalone } from '@rental/shared/standalone/start-standalone.tsx';
import { CartSidebar } from '../features/cart/cart-sidebar.tsx';
import { CART_QUOTE_NS, cartQuoteLoaders } from '../i18n/cart-quote-i18n.ts';

/** The sidebar on its own page, open, so the team can work on it without the shell. */
function SidebarHarness() {
  const [open, setOpen] = useState(true);
  return <CartSidebar open={open} onClose={() => setOpen(false)} />;
}

void startStandalone('mf-cart-quote', CART_QUOTE_NS, cartQuoteLoaders, [
  {
    path: routePatterns.requestQuote,
    page: () => import('../exposed/request-quote.tsx'),
    link: 'request-quote',
  },
  { path: '/cart-sidebar', page: () => Promise.resolve({ default: SidebarHarness }), link: 'cart-sidebar' },
]);

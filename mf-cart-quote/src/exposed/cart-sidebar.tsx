import { loadCartQuoteTexts } from '../i18n/cart-quote-i18n.ts';

await loadCartQuoteTexts();
export { CartSidebar as default } from '../features/cart/cart-sidebar.tsx';

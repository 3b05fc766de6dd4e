import { loadCartQuoteTexts } from '../i18n/cart-quote-i18n.ts';

await loadCartQuoteTexts();
export { RequestQuotePage as default } from '../features/quote/request-quote-page.tsx';

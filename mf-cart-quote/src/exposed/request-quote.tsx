import '../i18n/cart-quote-i18n.ts';
export { RequestQuotePage as default } from '../features/quote/request-quote-page.tsx';

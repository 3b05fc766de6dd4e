import '../i18n/cart-quote-i18n.ts';
export { CartSidebar as default } from '../features/cart/cart-sidebar.tsx';

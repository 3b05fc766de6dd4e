import '../i18n/content-i18n.ts';
export { ContactPage as default } from '../features/contact/contact-page.tsx';

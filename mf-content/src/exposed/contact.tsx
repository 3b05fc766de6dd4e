import { loadContentTexts } from '../i18n/content-i18n.ts';

await loadContentTexts();
export { ContactPage as default } from '../features/contact/contact-page.tsx';

import '../i18n/content-i18n.ts';
export { AboutPage as default } from '../features/about/about-page.tsx';

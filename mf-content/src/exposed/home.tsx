import '../i18n/content-i18n.ts';
export { HomePage as default } from '../features/home/home-page.tsx';

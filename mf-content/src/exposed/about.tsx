import { loadContentTexts } from '../i18n/content-i18n.ts';

await loadContentTexts();
export { AboutPage as default } from '../features/about/about-page.tsx';
export { loadAboutData as loader } from '../features/about/about-data.ts';

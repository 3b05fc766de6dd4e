import { loadContentTexts } from '../i18n/content-i18n.ts';

await loadContentTexts();
export { HomePage as default } from '../features/home/home-page.tsx';
export { loadHomeData as loader } from '../features/home/home-data.ts';

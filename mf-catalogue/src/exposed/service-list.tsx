import { loadCatalogueTexts } from '../i18n/catalogue-i18n.ts';

await loadCatalogueTexts();
export { ServiceListPage as default } from '../features/services/service-list-page.tsx';

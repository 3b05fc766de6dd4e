import { loadCatalogueTexts } from '../i18n/catalogue-i18n.ts';

await loadCatalogueTexts();
export { ServiceDetailPage as default } from '../features/services/service-detail-page.tsx';

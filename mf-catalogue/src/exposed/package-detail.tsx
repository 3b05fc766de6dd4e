import { loadCatalogueTexts } from '../i18n/catalogue-i18n.ts';

await loadCatalogueTexts();
export { PackageDetailPage as default } from '../features/packages/package-detail-page.tsx';

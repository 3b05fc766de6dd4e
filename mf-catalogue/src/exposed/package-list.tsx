import { loadCatalogueTexts } from '../i18n/catalogue-i18n.ts';

await loadCatalogueTexts();
export { PackageListPage as default } from '../features/packages/package-list-page.tsx';

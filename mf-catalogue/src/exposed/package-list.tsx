import { listLoader } from '../list-kit/list-loader.ts';
import { packageSource } from '../features/packages/package-source.ts';
import { loadCatalogueTexts } from '../i18n/catalogue-i18n.ts';

await loadCatalogueTexts();
export { PackageListPage as default } from '../features/packages/package-list-page.tsx';
export { listShouldRevalidate as shouldRevalidate } from '../list-kit/list-loader.ts';
export const loader = listLoader(packageSource);

import { listLoader } from '../list-kit/list-loader.ts';
import { serviceSource } from '../features/services/service-source.ts';
import { loadCatalogueTexts } from '../i18n/catalogue-i18n.ts';

await loadCatalogueTexts();
export { ServiceListPage as default } from '../features/services/service-list-page.tsx';
export { listShouldRevalidate as shouldRevalidate } from '../list-kit/list-loader.ts';
export const loader = listLoader(serviceSource);

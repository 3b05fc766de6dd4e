import { loadContentTexts } from '../i18n/content-i18n.ts';

await loadContentTexts();
export { LatestProjectsPage as default } from '../features/projects/latest-projects-page.tsx';
export { loadLatestProjectsData as loader } from '../features/projects/latest-projects-data.ts';

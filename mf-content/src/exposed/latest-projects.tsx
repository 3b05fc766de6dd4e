import '../i18n/content-i18n.ts';
export { LatestProjectsPage as default } from '../features/projects/latest-projects-page.tsx';
